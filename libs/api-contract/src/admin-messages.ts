// The admin API's refusals of a decision, in the words the api answers and the admin app shows: one text for the
// server, the admin's tests and anything else that must say the same.

/** What the operator reviews: an SEO proposal or a calculator request. */
export type ReviewedItem = 'SEO proposal' | 'calculator request';

/**
 * 404: no such item.
 * @example
 * noReviewedItemMessage('SEO proposal', 7); // 'There is no SEO proposal with id 7.'
 */
export const noReviewedItemMessage = (item: ReviewedItem, id: number) => `There is no ${item} with id ${id}.`;

/**
 * 409: the item was decided already.
 * @example
 * alreadyDecidedMessage('SEO proposal', 'approved'); // 'This SEO proposal was already approved; only a pending one can be approved or rejected.'
 */
export const alreadyDecidedMessage = (item: ReviewedItem, status: string) => `This ${item} was already ${status}; only a pending one can be approved or rejected.`;

/**
 * 409: an SEO proposal that is not applied cannot be reverted.
 * @example
 * notRevertibleMessage('rejected'); // 'This SEO proposal is rejected; only an approved one still applied can be reverted.'
 */
export const notRevertibleMessage = (state: string) => `This SEO proposal is ${state}; only an approved one still applied can be reverted.`;

/**
 * 404: no such premium code.
 * @example
 * noPremiumCodeMessage(3); // 'There is no premium code 3.'
 */
export const noPremiumCodeMessage = (id: number) => `There is no premium code ${id}.`;

/** 409: the premium code was revoked already (its first revocation time stays). */
export const PREMIUM_CODE_ALREADY_REVOKED = 'This premium code was already revoked.';
