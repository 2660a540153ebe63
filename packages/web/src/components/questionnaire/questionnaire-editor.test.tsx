import { GAPS_MESSAGES } from '@lexbridge/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo/apollo-client';
import { GRAPHQL_URL } from '../../testing/bff';
import { TestProviders } from '../../testing/providers';
import { server } from '../../testing/server';
import { QuestionnaireEditor } from './questionnaire-editor';

const api = graphql.link(GRAPHQL_URL);

const header = (id: string, text: string, sortOrder: number) => ({
  __typename: 'GapsQuestionHeader',
  id,
  header: text,
  sortOrder,
});

const QUESTIONNAIRE = {
  gapsQuestionHeaders: [header('7', 'Change Impact', 1), header('8', 'Follow-up', 2)],
  gapsQuestions: [],
  gapsLists: {
    __typename: 'GapsLists',
    questionTypes: [{ __typename: 'GapsListEntry', id: '1', name: 'Options' }],
  },
};

describe('QuestionnaireEditor', () => {
  it('refuses a header that reads like another, then saves a keyboard reorder of its set', async () => {
    const asked: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      api.query('GapsQuestionnaire', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: QUESTIONNAIRE });
      }),
      api.mutation('SaveGapsQuestionHeaders', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { saveGapsQuestionHeaders: [] } });
      }),
    );
    const user = userEvent.setup();
    render(
      <TestProviders client={createApolloClient({ uri: GRAPHQL_URL })}>
        <QuestionnaireEditor
          set="CLIENT_CHANGE_MANAGEMENT"
          lines={[{ id: '2', name: 'Consumer Lending' }]}
          canEdit
        />
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Rename header Follow-up' }));
    const text = screen.getByLabelText('New text for header Follow-up');
    await user.clear(text);
    await user.type(text, 'change impact ');
    expect(screen.getByRole('alert').textContent).toBe(GAPS_MESSAGES.headerDuplicate);
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();

    const saveHeaders = screen.getByRole('button', { name: 'Save Headers' });
    expect((saveHeaders as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: /^Reorder Follow-up, position 2 of 2/ }).focus();
    await user.keyboard('{ArrowUp}');
    await screen.findByRole('button', { name: /^Reorder Follow-up, position 1 of 2/ });
    await user.click(saveHeaders);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      set: 'CLIENT_CHANGE_MANAGEMENT',
      businessLineId: '2',
      headers: [
        { id: '8', header: 'Follow-up' },
        { id: '7', header: 'Change Impact' },
      ],
    });
    expect(asked[0]).toMatchObject({ set: 'CLIENT_CHANGE_MANAGEMENT', businessLineId: '2' });
  });
});
