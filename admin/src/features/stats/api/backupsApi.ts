import type { LastBackup } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/** The dashboard's 'Last backup' line: only this screen asks, so it lives here and not in shared-ui/src/api. */
export const backupsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /backups/last (admin): the newest archive, and the last attempt's failure when it came after it. */
    getLastBackup: build.query<LastBackup, void>({ query: () => 'backups/last' }),
  }),
});

export const { useGetLastBackupQuery } = backupsApi;
