/** Spec section 8, "Network": the texts shown when there is no server message. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';
export const statusMessage = (status: number) => `Request failed with status ${status}`;
