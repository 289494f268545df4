import type { CategoryId } from './types.js';

/**
 * Display names of the categories, apart from their descriptions: a calculator page names its category in the
 * breadcrumb without loading the category list.
 */
export const CATEGORY_NAMES: Readonly<Record<CategoryId, string>> = {
  finance: 'Finance',
  health: 'Health & Fitness',
  education: 'Education',
  business: 'Business',
  math: 'Math',
  everyday: 'Everyday',
};

/**
 * Display name of a category; an unknown id gets a generic capitalised name rather than an error.
 * @example
 * categoryName('health'); // 'Health & Fitness'
 * categoryName('travel'); // 'Travel'
 */
export function categoryName(id: string): string {
  if (Object.hasOwn(CATEGORY_NAMES, id)) return CATEGORY_NAMES[id as CategoryId];
  return id.charAt(0).toUpperCase() + id.slice(1);
}
