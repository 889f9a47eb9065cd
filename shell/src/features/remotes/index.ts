export { RemoteRoutes } from './components/RemoteRoutes';
export { RemoteFallback } from './components/RemoteFallback';
export {
  createRemoteRegistry,
  RemoteRegistryProvider,
  useRemoteRegistry,
  type RemoteLoader,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRoutesModule,
} from './RemoteRegistry';
export {
  CHECKED_SINGLETONS,
  declaredVersions,
  FEDERATION_RUNTIME,
  RemoteRefusedError,
  refusedVersions,
  type HostVersions,
  type Refusal,
} from './versions';
