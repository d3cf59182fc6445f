import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const authApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
    }),
    register: b.mutation<{ message: string; user: User }, RegisterBody>({
      query: (body) => ({ url: 'api/auth/register', method: 'POST', body }),
    }),
    forgotPassword: b.mutation<{ message: string }, ForgotPasswordBody>({
      query: (body) => ({ url: 'api/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: b.mutation<{ message: string }, ResetPasswordBody>({
      query: (body) => ({ url: 'api/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: b.mutation<{ message: string }, ChangePasswordBody>({
      query: (body) => ({ url: 'api/auth/change-password', method: 'POST', body }),
      // The other sessions have ended.
      invalidatesTags: ['Session'],
    }),
    logout: b.mutation<{ message: string }, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;
