import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@pashmina/shared-ui';
import { useRemoteRegistry, type RemoteName } from '../RemoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const AREA_LABEL: Record<RemoteName, string> = {
  storefront: 'shop',
  customer_area: 'account',
  admin: 'admin',
};

/** One remote's routes, loaded on first use; failures stay inside this area. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Routes = registry.get(remote);

  const retry = () => {
    registry.reset(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} area={remote} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<Spinner label={`Loading the ${AREA_LABEL[remote]}…`} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
