// Users as admins manage them (list, role, delete) and the signed-in user's own profile.
import type { EditProfileBody, Role, User } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

interface MessageResponse {
  message: string;
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getUsers: b.query<User[], void>({
      query: () => 'api/auth/users',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    deleteUser: b.mutation<MessageResponse, string>({
      query: (id) => ({ url: `api/auth/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Stats'],
    }),
    updateUserRole: b.mutation<MessageResponse & { user: User }, { userId: string; role: Role }>({
      query: ({ userId, role }) => ({ url: `api/auth/users/${encodeURIComponent(userId)}`, method: 'PUT', body: { role } }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    editProfile: b.mutation<MessageResponse & { user: User }, EditProfileBody>({
      query: (body) => ({ url: 'api/auth/edit-profile', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetUsersQuery, useDeleteUserMutation, useUpdateUserRoleMutation, useEditProfileMutation } = usersApi;
