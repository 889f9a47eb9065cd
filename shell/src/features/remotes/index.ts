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
} from './registry';
