import { useNavigate } from 'react-router-dom';
import { LOGGED_OUT_MESSAGE } from '@pashmina/contracts';
import { sessionEnded, SHELL_ROUTES, toast, type ToastOptions, useAppDispatch } from '@pashmina/shared-ui';

export { LOGGED_OUT_MESSAGE };

/**
 * Logging out of an area: the session ends (the store's persistence forgets the stored login, and the
 * session listener sends POST /auth/logout with the old token, fire and forget: a failed call never keeps
 * anyone logged in), a toast says so, and the shopper lands on the login page.
 */
export function useLogout(toastOptions?: ToastOptions): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(sessionEnded());
    toast.success(LOGGED_OUT_MESSAGE, toastOptions);
    navigate(SHELL_ROUTES.login);
  };
}
