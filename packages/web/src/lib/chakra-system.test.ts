import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from './chakra-system';

/**
 * The recipe (if any) behind each name the app imports from @chakra-ui/react. A name that is not here fails the
 * test: say which recipe it needs, and add that recipe to lib/chakra-system.ts.
 */
const RECIPE_OF: Record<string, string | null> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Collapsible: 'collapsible',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'list',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  Separator: 'separator',
  Spinner: 'spinner',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  // Layout and utilities: no recipe.
  Box: null,
  Center: null,
  ChakraProvider: null,
  Circle: null,
  Flex: null,
  Grid: null,
  GridItem: null,
  HStack: null,
  Image: null,
  Portal: null,
  SimpleGrid: null,
  Stack: null,
  Text: null,
  VisuallyHidden: null,
  VStack: null,
  Wrap: null,
  chakra: null,
  createSystem: null,
  createToaster: null,
  defaultBaseConfig: null,
};

const src = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The values (not types) the app imports from @chakra-ui/react. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe("the app's Chakra system", () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(20);
    const unknown = [...names].filter((name) => !(name in RECIPE_OF) && !/Props$/.test(name));
    expect(unknown, 'name the recipe of these in RECIPE_OF').toEqual([]);
    const missing = [...names]
      .map((name) => RECIPE_OF[name])
      .filter((key): key is string => !!key && !(key in recipes) && !(key in slotRecipes));
    expect(missing, 'add these recipes to lib/chakra-system.ts').toEqual([]);
  });

  it('is a working system with those recipes', () => {
    expect(system.getRecipe('button')).toBeTruthy();
    expect(system.getSlotRecipe('checkbox')).toBeTruthy();
    expect(system.token('colors.blue.solid')).toBeTruthy();
  });
});
