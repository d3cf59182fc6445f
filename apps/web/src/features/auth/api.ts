import type { LoginBody, LoginResponse, RegisterBody, User } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const authApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
    }),
    register: b.mutation<{ message: string; user: User }, RegisterBody>({
      query: (body) => ({ url: 'api/auth/register', method: 'POST', body }),
    }),
    logout: b.mutation<{ message: string }, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;
