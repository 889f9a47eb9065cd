export { MessagesInLanguageInterceptor } from './messages-in-language.interceptor';
export { requestLanguage, varyByLanguage } from './request-language';
export { AcceptedLanguage } from './accepted-language.decorator';
