export interface FieldError {
  field: string;
  message: string;
}

export interface SuccessEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}

export interface FailureEnvelope {
  success: false;
  message: string;
  errors?: FieldError[];
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
