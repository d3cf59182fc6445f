// Where the signed-in user is signed in, and signing out everywhere else.
import type { ActiveSession, EndedSessions } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const sessionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Session'] }).injectEndpoints({
  endpoints: (b) => ({
    // Keyed by the signed-in user's id (the server knows who asks), so one user never sees another's cached list.
    activeSessions: b.query<ActiveSession[], string>({
      query: () => 'api/auth/sessions',
      providesTags: ['Session'],
    }),
    signOutEverywhereElse: b.mutation<EndedSessions, void>({
      query: () => ({ url: 'api/auth/sessions/others', method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useActiveSessionsQuery, useSignOutEverywhereElseMutation } = sessionsApi;
