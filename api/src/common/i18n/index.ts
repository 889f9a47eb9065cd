export { MessagesInLanguageInterceptor } from './messages-in-language.interceptor';
export { requestLanguage, varyByLanguage } from './request-language';
