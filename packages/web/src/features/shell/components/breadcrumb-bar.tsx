import { Box, Breadcrumb, Circle, HStack, List, Text } from '@chakra-ui/react';
import { breadcrumbBarHeight, isStepperBreadcrumb, normalizeRoute } from '@lexbridge/rules';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { MenuEntry } from '../../../lib/session/types';
import { useElementHeight } from '../../../lib/use-element-height';

type Crumb = MenuEntry['breadcrumbs'][number];

interface BreadcrumbBarProps {
  /** The menu entries from the top of the menu to the current page's entry. */
  trail: readonly MenuEntry[];
  pathname: string;
}

/**
 * The breadcrumb bar: where the user is (menu group and entry) and, for an entry with a process, its steps. The
 * process-type breadcrumbs (ids 1, 57, 10, 59) draw as a stepper. With steps the bar is at least 105 px high, or the
 * content's height plus 30 once that is over 100; with the trail alone it is as high as the trail, so pages outside
 * a workflow keep no empty band above their content.
 */
export function BreadcrumbBar({ trail, pathname }: BreadcrumbBarProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const contentHeight = useElementHeight(contentRef);
  const entry = trail.at(-1);
  const crumbs = entry?.breadcrumbs ?? [];
  const stepper = crumbs.some((crumb) => crumb.stepper || isStepperBreadcrumb(crumb.id));
  // On the entry's own page the entry is the last item; on one of its breadcrumb screens, that screen is.
  const onEntryPage = !!entry?.routerLink && normalizeRoute(entry.routerLink) === normalizeRoute(pathname);
  const current = onEntryPage ? undefined : crumbs.find((crumb) => isCurrent(crumb, pathname));

  return (
    <Box
      as="section"
      aria-label="Page location"
      minH={crumbs.length > 0 ? `${breadcrumbBarHeight(contentHeight)}px` : undefined}
      px={{ base: '4', md: '6' }}
      py="4"
      bg="bg.subtle"
      borderBottomWidth="1px"
      data-testid="breadcrumb-bar"
    >
      <Box ref={contentRef}>
        <MenuTrail trail={trail} current={current} />
        {crumbs.length > 0 &&
          (stepper ? (
            <ProcessSteps crumbs={crumbs} pathname={pathname} />
          ) : (
            <CrumbLinks crumbs={crumbs} pathname={pathname} />
          ))}
      </Box>
    </Box>
  );
}

/**
 * A breadcrumb list that runs onto more lines a whole link at a time. Chakra's list breaks words anywhere and lets
 * its items shrink, so a narrow bar split labels letter by letter ("Applicabilit y").
 */
const WRAP_WHOLE_ITEMS = {
  flexWrap: 'wrap',
  rowGap: '1',
  wordBreak: 'normal',
  overflowWrap: 'break-word',
} as const;

interface TrailItem {
  key: string;
  label: string;
  /** Where the item links to; null for a menu group without a page of its own. */
  href: string | null;
}

/**
 * Menu group, entry and, on one of the entry's breadcrumb screens (Define, Approve…), that screen: the last item
 * always names the page the user is on; the ones before it link back.
 */
function MenuTrail({ trail, current }: { trail: readonly MenuEntry[]; current: Crumb | undefined }) {
  const items: TrailItem[] = trail.map((item) => ({
    key: `menu-${item.id}`,
    label: item.label,
    href: item.routerLink ? paths.shellArea.getHref(item.routerLink) : null,
  }));
  if (current) items.push({ key: `crumb-${current.id}`, label: current.label, href: null });
  return (
    <Breadcrumb.Root size="md" aria-label="Page location trail">
      <Breadcrumb.List {...WRAP_WHOLE_ITEMS}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return [
            <Breadcrumb.Item key={item.key}>
              {last ? (
                <Breadcrumb.CurrentLink aria-current="page" fontWeight="semibold">
                  {item.label}
                </Breadcrumb.CurrentLink>
              ) : item.href ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={item.href}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Text as="span" color="fg.muted">
                  {item.label}
                </Text>
              )}
            </Breadcrumb.Item>,
            !last && <Breadcrumb.Separator key={`${item.key}-separator`} />,
          ];
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function isCurrent(crumb: Crumb, pathname: string) {
  return normalizeRoute(crumb.routerLink) === normalizeRoute(pathname);
}

function CrumbLinks({ crumbs, pathname }: { crumbs: readonly Crumb[]; pathname: string }) {
  return (
    <Breadcrumb.Root size="sm" mt="2" aria-label="Related pages">
      <Breadcrumb.List {...WRAP_WHOLE_ITEMS}>
        {crumbs.map((crumb, index) => [
          <Breadcrumb.Item key={crumb.id}>
            {isCurrent(crumb, pathname) ? (
              <Breadcrumb.CurrentLink aria-current="page">{crumb.label}</Breadcrumb.CurrentLink>
            ) : (
              <Breadcrumb.Link asChild>
                <RouterLink to={paths.shellArea.getHref(crumb.routerLink)}>{crumb.label}</RouterLink>
              </Breadcrumb.Link>
            )}
          </Breadcrumb.Item>,
          index < crumbs.length - 1 && <Breadcrumb.Separator key={`${crumb.id}-separator`} />,
        ])}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** The workflow as numbered steps; the step of the current page is marked, the ones before it are done. */
function ProcessSteps({ crumbs, pathname }: { crumbs: readonly Crumb[]; pathname: string }) {
  const currentIndex = crumbs.findIndex((crumb) => isCurrent(crumb, pathname));
  return (
    <List.Root
      as="ol"
      listStyle="none"
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      columnGap="6"
      rowGap="2"
      mt="3"
      aria-label="Process steps"
      data-testid="process-steps"
    >
      {crumbs.map((crumb, index) => {
        const state =
          index === currentIndex ? 'current' : currentIndex >= 0 && index < currentIndex ? 'done' : 'todo';
        return (
          <List.Item key={crumb.id} aria-current={state === 'current' ? 'step' : undefined}>
            <HStack gap="2">
              <Circle
                size="6"
                fontSize="xs"
                fontWeight="bold"
                bg={state === 'todo' ? 'bg.emphasized' : 'blue.solid'}
                color={state === 'todo' ? 'fg.muted' : 'blue.contrast'}
                aria-hidden="true"
              >
                {index + 1}
              </Circle>
              <Text
                textStyle="sm"
                fontWeight={state === 'current' ? 'semibold' : 'normal'}
                color={state === 'todo' ? 'fg.muted' : 'fg'}
              >
                {crumb.label}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
