import { useApolloClient } from '@apollo/client/react';
import { Box, Field, Input, List, Spinner, Text } from '@chakra-ui/react';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  isResolvedMessage,
  resolveAzimuthMessage,
  VALIDATOR_MESSAGES,
} from '@lexbridge/rules';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AzimuthMessageSearchDocument } from '../../../gql/graphql';
import { useAzimuthMessageSearchQuery } from '../../../gql/hooks';

/** How many listed messages containing the typed text are looked through for an exact match. */
const EXACT_MATCH_WINDOW = 100;

export interface MessageChoice {
  typed: string;
  selected: { id: string; message: string } | null;
  isNew: boolean;
}

/**
 * The message auto-complete: typing searches the message list after 500 ms of quiet, showing 'Searching list...'
 * meanwhile; the list ends with 'Click to Add your New Message'. Leaving the box with a text that is a listed message,
 * ignoring case, selects that message. The field's error shows once the box is left.
 */
export function MessageAutocomplete({
  value,
  onChange,
  error,
  disabled,
}: {
  value: MessageChoice;
  onChange: (value: MessageChoice) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [resolving, setResolving] = useState(false);
  const client = useApolloClient();
  // The value as it is now, for the lookup that finishes after the user may have typed on.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const [debounced, setDebounced] = useState(value.typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.typed.trim()), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value.typed]);
  const waiting = value.typed.trim() !== debounced;
  const { data, loading } = useAzimuthMessageSearchQuery({
    variables: { search: debounced, first: 20 },
    skip: !open || !debounced,
  });
  const items = data?.azimuthMessages.items ?? [];
  const searching = open && Boolean(value.typed.trim()) && (waiting || loading);
  const shownError = focused || resolving ? null : error;

  async function selectTypedText() {
    const typed = value.typed.trim();
    if (!typed || value.selected || value.isNew) return;
    setResolving(true);
    try {
      const { data: found } = await client.query({
        query: AzimuthMessageSearchDocument,
        variables: { search: typed, first: EXACT_MATCH_WINDOW },
      });
      const listed = found?.azimuthMessages.items ?? [];
      const resolved = resolveAzimuthMessage({ typed }, listed);
      const match =
        isResolvedMessage(resolved) && 'ruleMessageId' in resolved
          ? listed.find((item) => item.id === resolved.ruleMessageId)
          : undefined;
      // Only if the user has not typed on (or picked) meanwhile.
      if (
        match &&
        latest.current.typed.trim() === typed &&
        !latest.current.selected &&
        !latest.current.isNew
      ) {
        onChange({ typed: match.message, selected: match, isNew: false });
      }
    } catch {
      // The field keeps its text; the form says a message must be chosen.
    } finally {
      setResolving(false);
    }
  }

  return (
    <Field.Root invalid={Boolean(shownError)} required disabled={disabled}>
      <Field.Label>
        Azimuth Message
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          role="combobox"
          aria-expanded={open}
          aria-autocomplete="list"
          aria-controls="azimuth-message-options"
          value={value.typed}
          placeholder="Search messages"
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onBlur={() => {
            setFocused(false);
            setTimeout(() => setOpen(false), 150);
            void selectTypedText();
          }}
          onChange={(event) => {
            setOpen(true);
            onChange({ typed: event.target.value, selected: null, isNew: false });
          }}
        />
        {open && value.typed.trim() && (
          <List.Root
            id="azimuth-message-options"
            role="listbox"
            position="absolute"
            zIndex="dropdown"
            bg="bg"
            w="full"
            maxH="240px"
            overflowY="auto"
            borderWidth="1px"
            borderRadius="md"
            shadow="md"
            listStyle="none"
            mt="1"
          >
            {searching ? (
              <List.Item px="3" py="2" color="fg.muted">
                <Spinner size="xs" mr="2" />
                {VALIDATOR_MESSAGES.searchingList}
              </List.Item>
            ) : (
              items.map((item) => (
                <List.Item
                  key={item.id}
                  role="option"
                  aria-selected={value.selected?.id === item.id}
                  px="3"
                  py="2"
                  cursor="pointer"
                  _hover={{ bg: 'bg.muted' }}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    onChange({ typed: item.message, selected: item, isNew: false });
                    setOpen(false);
                  }}
                >
                  {item.message}
                </List.Item>
              ))
            )}
            {!searching && (
              <List.Item
                role="option"
                aria-selected={value.isNew}
                px="3"
                py="2"
                cursor="pointer"
                fontWeight="medium"
                color="blue.fg"
                _hover={{ bg: 'bg.muted' }}
                onMouseDown={(event) => {
                  event.preventDefault();
                  onChange({ typed: value.typed, selected: null, isNew: true });
                  setOpen(false);
                }}
              >
                {VALIDATOR_MESSAGES.addNewMessage}
              </List.Item>
            )}
          </List.Root>
        )}
      </Box>
      {value.isNew && !shownError && (
        <Text textStyle="xs" color="fg.muted">
          A new message will be added to the list.
        </Text>
      )}
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  );
}
