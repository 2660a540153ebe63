import 'reflect-metadata';
import { Arg, Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { badUserInput } from '../errors.js';

/** Rows one page may ask for at most, unless a list sets its own limit. */
export const MAX_PAGE_SIZE = 5000;
export const DEFAULT_PAGE_SIZE = 100;

@InputType({ description: 'Which page of a list: pageNumber from 1, pageSize rows per page.' })
export class PageInput {
  @Field(() => Int, { defaultValue: 1, description: 'Page, from 1.' })
  pageNumber: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Rows per page, 1 to ${MAX_PAGE_SIZE}.` })
  pageSize: number;
}

/**
 * The optional `page` argument of a paged list: `@PageArg() page: PageInput | null`, then `checkPage(page)` in the
 * resolver. `description` says more where a list has its own limit.
 */
export function PageArg(description = `Which page (default: page 1 of ${DEFAULT_PAGE_SIZE} rows).`) {
  return Arg('page', () => PageInput, { nullable: true, description });
}

/**
 * The page asked for, checked: BAD_USER_INPUT on pageNumber or pageSize when out of range. Without one, the first
 * page of DEFAULT_PAGE_SIZE rows.
 */
export function checkPage(page: PageInput | null | undefined, maxPageSize = MAX_PAGE_SIZE): PageInput {
  const value = page ?? { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (!Number.isInteger(value.pageNumber) || value.pageNumber < 1)
    throw badUserInput({ pageNumber: 'pageNumber must be 1 or more.' });
  if (!Number.isInteger(value.pageSize) || value.pageSize < 1 || value.pageSize > maxPageSize)
    throw badUserInput({ pageSize: `pageSize must be from 1 to ${maxPageSize}.` });
  return value;
}

/** One page of a list the catalogue answers whole (it does not page that list itself). */
export function pageOfList<T>(rows: readonly T[], page: PageInput): { totalCount: number; items: T[] } {
  const start = (page.pageNumber - 1) * page.pageSize;
  return { totalCount: rows.length, items: rows.slice(start, start + page.pageSize) };
}

/**
 * A page of one list's rows, a GraphQL type of its own per row type:
 * `@ObjectType({ description }) export class MessageTypePage extends PageOf(MessageType) {}`.
 */
export function PageOf<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class Page {
    @Field(() => Int, { description: 'Rows matching the filter, all pages together.' })
    totalCount: number;

    @Field(() => [itemType], { description: 'This page.' })
    items: T[];
  }
  return Page;
}
