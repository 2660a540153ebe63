import { Table, Text } from '@chakra-ui/react';

/**
 * The header of a table's buttons column: it shows nothing, but says 'Actions' to assistive technology (a header
 * cell without a name leaves screen-reader users guessing what the column holds).
 */
export function ActionsColumnHeader({ textAlign }: { textAlign?: 'start' | 'end' }) {
  return (
    <Table.ColumnHeader textAlign={textAlign}>
      <Text srOnly>Actions</Text>
    </Table.ColumnHeader>
  );
}
