import { baseApi } from '../api/base-api';
import type { Envelope } from '../api/base-api';

/** A device the promotion shows (services/admin README "Devices"), connected or not by the user. */
export interface DeviceState {
  key: string;
  name: string;
  connected: boolean;
  connected_at: string | null;
}

const devicesTag = (id: number) => ({ type: 'Participants' as const, id: `devices-${id}` });

/** GET and PUT /api/users/{id}/devices: the Devices tab of settings and the prestart step. */
export const devicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDevices: build.query<DeviceState[], number>({
      query: (id) => `users/${id}/devices`,
      transformResponse: (body: Envelope<{ devices: DeviceState[] }>) => body.data.devices,
      providesTags: (_result, _error, id) => [devicesTag(id)],
    }),
    saveDeviceState: build.mutation<
      DeviceState,
      { id: number; device: string; connected: boolean }
    >({
      query: ({ id, device, connected }) => ({
        url: `users/${id}/devices/${encodeURIComponent(device)}`,
        method: 'PUT',
        body: { connected },
      }),
      transformResponse: (body: Envelope<DeviceState>) => body.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [devicesTag(id)]),
    }),
  }),
});

export const { useGetDevicesQuery, useSaveDeviceStateMutation } = devicesApi;
