import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export const PAGE_MESSAGE = 'page must be a whole number of at least 1';
export const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

const wholeNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .unknown()
    .refine(
      (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max,
      { message },
    )
    .transform((value) => value as number)
    .optional();

/** Optional paging of the list operations; every operation accepts it and the lists use it. */
export const pagingSchema = z
  .object({
    page: wholeNumber(PAGE_MESSAGE),
    pageSize: wholeNumber(PAGE_SIZE_MESSAGE, MAX_PAGE_SIZE),
  })
  .transform(({ page, pageSize }) => ({
    page: page ?? 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
  }));

export interface Paging {
  page: number;
  pageSize: number;
}

/** The inclusive row range of a page, as PostgREST's range() takes it. */
export function pageRange({ page, pageSize }: Paging): [number, number] {
  const from = (page - 1) * pageSize;
  return [from, from + pageSize - 1];
}
