export { api } from './api';
export {
  ApiError,
  getErrorMessage,
  isApiError,
  toApiError,
  type ApiErrorInit,
  type ApiErrorKind,
} from './api-error';
export { claimEarlyRequest, startEarlyRequest } from './early-requests';
export { configureApi, getApiConfig, resetApiConfig, type ApiConfig } from './config';
export { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, statusMessage } from './messages';
export { refreshAccessToken } from './refresh';
export {
  requestData,
  requestEnvelope,
  type CallOptions,
  type EnvelopeResult,
  type HttpMethod,
} from './request';
