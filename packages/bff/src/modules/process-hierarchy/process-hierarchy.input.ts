import { validateMove, validateProcessDescription, validateProcessName } from '@lexbridge/rules';
import { Field, ID, InputType } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { idOf } from '../business/business.input.js';

@InputType({ description: 'A new process of a hierarchy.' })
export class AddProcessNodeInput {
  @Field(() => ID, { description: 'The hierarchy.' })
  hierarchyId: string;
  @Field(() => ID, { nullable: true, description: 'The parent process; absent: a top process.' })
  parentId?: string | null;
  @Field(() => String, {
    description: 'The name (unique among its siblings, any case; at most 200 characters).',
  })
  name: string;
  @Field(() => String, { nullable: true, description: 'What it covers (at most 1000 characters).' })
  description?: string | null;
}

@InputType({ description: "A process's new name and description." })
export class UpdateProcessNodeInput {
  @Field(() => ID, { description: 'The process.' })
  id: string;
  @Field(() => String, {
    description: 'The name (unique among its siblings, any case; at most 200 characters).',
  })
  name: string;
  @Field(() => String, { nullable: true, description: 'What it covers (at most 1000 characters).' })
  description?: string | null;
}

@InputType({ description: 'Where a process moves, with everything under it and every law-section mapping.' })
export class MoveProcessInput {
  @Field(() => ID, { description: 'The process to move.' })
  id: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'Its new parent: a process of the same hierarchy, not the process itself nor one below it, without a child of the same name; null: the top of its hierarchy.',
  })
  newParentId?: string | null;
}

/** The checked body of an add. */
export function addBody(input: AddProcessNodeInput) {
  check(validateProcessName(input.name), validateProcessDescription(input.description));
  return {
    HierarchyId: idOf(input.hierarchyId, 'hierarchyId'),
    ParentId: input.parentId ? idOf(input.parentId, 'parentId') : null,
    ProcessName: input.name.trim(),
    Description: input.description?.trim() || null,
  };
}

export function updateBody(input: UpdateProcessNodeInput) {
  check(validateProcessName(input.name), validateProcessDescription(input.description));
  return {
    Id: idOf(input.id, 'id'),
    ProcessName: input.name.trim(),
    Description: input.description?.trim() || null,
  };
}

export function moveBody(input: MoveProcessInput) {
  check(validateMove(input.id, input.newParentId));
  return {
    Id: idOf(input.id, 'id'),
    NewParentId: input.newParentId ? idOf(input.newParentId, 'newParentId') : null,
  };
}
