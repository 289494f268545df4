import { ErrorResponse } from '@calchub/api-contract';

/** Every route answers its 4xx and 5xx with `{ message, field? }`. */
export const errorResponses = { '4xx': ErrorResponse, '5xx': ErrorResponse } as const;
