import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A step of the breadcrumb bar under a menu entry.' })
export class Breadcrumb {
  @Field(() => ID, { description: 'Breadcrumb id; also the process type of workflow steps.' })
  id: string;

  @Field(() => String, { description: 'Text shown in the bar.' })
  label: string;

  @Field(() => String, { description: 'The route the breadcrumb opens.' })
  routerLink: string;

  @Field(() => String, { nullable: true, description: 'The module the route belongs to.' })
  moduleName: string | null;

  @Field(() => Boolean, { description: 'Rendered as a workflow stepper (process types 1, 57, 10 and 59).' })
  stepper: boolean;
}

@ObjectType({ description: 'An entry of the side menu: a link, a group of entries, or both.' })
export class MenuItem {
  @Field(() => ID, {
    description: 'Menu id; sent to the catalogue as the MenuId header of calls from this area.',
  })
  id: string;

  @Field(() => String, { description: 'Text shown in the menu.' })
  label: string;

  @Field(() => String, { nullable: true, description: 'The route it opens; null for a group heading.' })
  routerLink: string | null;

  @Field(() => String, { nullable: true, description: 'Icon name.' })
  image: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Index of the tab or step the entry opens on, when it has one.',
  })
  selectedIndex: number | null;

  @Field(() => [MenuItem], { description: 'Entries nested under this one.' })
  subMenus: MenuItem[];

  @Field(() => [Breadcrumb], { description: 'Breadcrumb steps reachable from this entry.' })
  breadcrumbs: Breadcrumb[];

  /** The menu's own count from the catalogue; `count` prefers the live inbox count. */
  counts: number | null;
}

@ObjectType({ description: 'Items waiting in the inbox behind a menu entry.' })
export class InboxCount {
  @Field(() => ID, { description: 'The menu entry the count belongs to.' })
  menuId: string;

  @Field(() => String, { nullable: true, description: "The menu entry's route." })
  routerLink: string | null;

  @Field(() => Int, { description: 'Number of waiting items.' })
  count: number;
}
