export { ToastHost } from './components/ToastHost';
