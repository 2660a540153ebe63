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
 * process-type breadcrumbs (ids 1, 57, 10, 59) draw as a stepper. The bar is at least 105 px high, or the content's
 * height plus 30 once that is over 100.
 */
export function BreadcrumbBar({ trail, pathname }: BreadcrumbBarProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const contentHeight = useElementHeight(contentRef);
  const entry = trail.at(-1);
  const crumbs = entry?.breadcrumbs ?? [];
  const stepper = crumbs.some((crumb) => crumb.stepper || isStepperBreadcrumb(crumb.id));

  return (
    <Box
      as="section"
      aria-label="Page location"
      minH={`${breadcrumbBarHeight(contentHeight)}px`}
      px={{ base: '4', md: '6' }}
      py="4"
      bg="bg.subtle"
      borderBottomWidth="1px"
      data-testid="breadcrumb-bar"
    >
      <Box ref={contentRef}>
        <MenuTrail trail={trail} />
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

function MenuTrail({ trail }: { trail: readonly MenuEntry[] }) {
  return (
    <Breadcrumb.Root size="md">
      <Breadcrumb.List>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return [
            <Breadcrumb.Item key={item.id}>
              {last || !item.routerLink ? (
                <Breadcrumb.CurrentLink
                  aria-current={last ? 'page' : undefined}
                  fontWeight={last ? 'semibold' : undefined}
                >
                  {item.label}
                </Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <RouterLink to={paths.shellArea.getHref(item.routerLink)}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>,
            !last && <Breadcrumb.Separator key={`${item.id}-separator`} />,
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
      <Breadcrumb.List>
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
