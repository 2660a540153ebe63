import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous and Next over a paged list, with where the user is. */
export function Pager({
  pageNumber,
  pageSize,
  totalCount,
  onPage,
  noun,
}: {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  onPage: (pageNumber: number) => void;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <HStack gap={2}>
      <Button size="xs" variant="outline" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}>
        Previous
      </Button>
      <Text textStyle="sm">
        Page {pageNumber} of {pages} ({totalCount} {noun})
      </Text>
      <Button
        size="xs"
        variant="outline"
        disabled={pageNumber >= pages}
        onClick={() => onPage(pageNumber + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}
