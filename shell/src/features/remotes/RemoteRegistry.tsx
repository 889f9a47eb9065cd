import {
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** Module Federation container names of the remotes. */
export type RemoteName = 'storefront' | 'customer_area' | 'admin';

/** What a remote's `./Routes` module gives: its routes component as the default export. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** Loads one remote's `./Routes`. The app wires Module Federation in; tests pass a stub. */
export type RemoteLoader = (name: RemoteName) => Promise<RemoteRoutesModule>;

export interface RemoteRegistry {
  /** The remote's routes as a lazy component, made once per remote and cached. */
  get(name: RemoteName): LazyExoticComponent<ComponentType>;
  /** Forgets the cached component, so the next `get` loads again (Retry). */
  reset(name: RemoteName): void;
}

export function createRemoteRegistry(loader: RemoteLoader): RemoteRegistry {
  const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
  return {
    get(name) {
      let component = cache.get(name);
      if (!component) {
        component = lazy(() => loader(name));
        cache.set(name, component);
      }
      return component;
    },
    reset(name) {
      cache.delete(name);
    },
  };
}

const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function RemoteRegistryProvider({
  registry,
  children,
}: {
  registry: RemoteRegistry;
  children: ReactNode;
}) {
  return <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('RemoteRoutes needs a RemoteRegistryProvider above it');
  return registry;
}
