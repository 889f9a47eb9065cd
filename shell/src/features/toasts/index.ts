// Lazy: the host's code loads with the first toast.
export { LazyToastHost as ToastHost } from './LazyToastHost';
