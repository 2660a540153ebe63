import { fireEvent, screen, within } from '@testing-library/react';
import { RISK_MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RiskQuestionInputKind } from '../../gql/graphql';
import { renderRoutes } from '../../testing/render-route';
import { QuestionInput, type QuestionInputQuestion } from './components/question-input';
import { OwnWorkNotice } from './components/risk-assessment-page';
import { ReorderList, type ReorderItem } from '../../components/maintenance/reorder-list';
import { sessionFixture } from '../../testing/fixtures';
import { useRiskClient } from './components/client-choice';

const render = (element: React.ReactElement) => renderRoutes([{ path: '*', element }], { path: '/' });

/** The employees of the assessment's client (Harborview's users): what the BFF offers. */
const EMPLOYEES = [
  { id: '7', name: 'Bea Approver' },
  { id: '3', name: 'Ben Business' },
];
const PROCESSES = [
  { id: '10', name: 'Account Opening', businessLine: 'Retail Banking' },
  { id: '11', name: 'Complaints', businessLine: 'Retail Banking' },
];

const question = (
  inputKind: RiskQuestionInputKind,
  questionType: string,
  extra: Partial<QuestionInputQuestion> = {},
): QuestionInputQuestion => ({
  id: '7',
  question: `A ${questionType} question`,
  questionType,
  inputKind,
  options: [],
  isRequired: false,
  files: [],
  ...extra,
});

/** A question input holding its own answer, reporting each change. */
function Harness({
  q,
  onChange,
  ...rest
}: { q: QuestionInputQuestion; onChange: (values: string[]) => void } & Partial<
  React.ComponentProps<typeof QuestionInput>
>) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <QuestionInput
      question={q}
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
      employees={EMPLOYEES}
      companyProcesses={PROCESSES}
      {...rest}
    />
  );
}

describe('the multi-question inputs: each type has its own', () => {
  it('Text: one line of text', async () => {
    const onChange = vi.fn();
    const { user } = render(<Harness q={question('TEXT', 'Text')} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: /A Text question/ });
    expect(box.tagName).toBe('INPUT');
    await user.type(box, 'Risk Committee');
    expect(onChange).toHaveBeenLastCalledWith(['Risk Committee']);
  });

  it('Number: a number field that says when the answer is not a number', async () => {
    const onChange = vi.fn();
    render(<Harness q={question('NUMBER', 'Number')} onChange={onChange} />);
    const box = screen.getByRole('spinbutton', { name: /A Number question/ });
    fireEvent.change(box, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(['12']);
    expect(screen.queryByText(RISK_MESSAGES.numberInvalid)).toBeNull();
  });

  it('Comment: a multi-line text area', async () => {
    const onChange = vi.fn();
    const { user } = render(<Harness q={question('COMMENT', 'Comment')} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: /A Comment question/ });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'Fine');
    expect(onChange).toHaveBeenLastCalledWith(['Fine']);
  });

  it('Multiple Text: several lines, added and removed', async () => {
    const onChange = vi.fn();
    const { user } = render(<Harness q={question('MULTIPLE_TEXT', 'Multiple Text')} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: /entry 1/ }), 'CRM');
    await user.click(screen.getByRole('button', { name: /Add another/ }));
    const second = screen.getByRole('textbox', { name: /entry 2/ });
    expect(second.tagName).toBe('INPUT');
    await user.type(second, 'Core');
    expect(onChange).toHaveBeenLastCalledWith(['CRM', 'Core']);
    await user.click(screen.getByRole('button', { name: /Remove entry 1/ }));
    expect(onChange).toHaveBeenLastCalledWith(['Core']);
  });

  it('Multiple Comment: several text areas', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Harness q={question('MULTIPLE_COMMENT', 'Multiple Comment')} onChange={onChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: /entry 1/ }), 'One');
    await user.click(screen.getByRole('button', { name: /Add another/ }));
    expect(screen.getByRole('textbox', { name: /entry 2/ }).tagName).toBe('TEXTAREA');
    await user.type(screen.getByRole('textbox', { name: /entry 2/ }), 'Two');
    expect(onChange).toHaveBeenLastCalledWith(['One', 'Two']);
  });

  it('Calendar Field: a date picker whose value is YYYY-MM-DD', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness q={question('CALENDAR', 'Calendar Field')} onChange={onChange} />);
    const date = container.querySelector('input[type="date"]')!;
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    expect(onChange).toHaveBeenLastCalledWith(['2026-12-01']);
  });

  it('Employee Selection: one employee from the list', async () => {
    const onChange = vi.fn();
    const { user } = render(<Harness q={question('EMPLOYEE', 'Employee Selection')} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: /A Employee Selection question/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Bea Approver', 'Ben Business']);
    await user.selectOptions(select, 'Ben Business');
    expect(onChange).toHaveBeenLastCalledWith(['3']);
  });

  it("Employee Selection: a stored answer naming someone outside the client's employees is shown, never offered", () => {
    render(
      <QuestionInput
        question={question('EMPLOYEE', 'Employee Selection')}
        values={['11']}
        onChange={vi.fn()}
        employees={EMPLOYEES}
        companyProcesses={[]}
      />,
    );
    const select = screen.getByRole('combobox', { name: /A Employee Selection question/ });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Select', false],
      ['Not an employee of this client', true],
      ['Bea Approver', false],
      ['Ben Business', false],
    ]);
    expect(screen.getByText(RISK_MESSAGES.employeeOfClient)).toBeTruthy();
  });

  it('Company Process Multiple Selection: a checkbox per company process', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Harness q={question('COMPANY_PROCESSES', 'Company Process Multiple Selection')} onChange={onChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Account Opening/ }));
    await user.click(screen.getByRole('checkbox', { name: /Complaints/ }));
    expect(onChange).toHaveBeenLastCalledWith(['10', '11']);
    await user.click(screen.getByRole('checkbox', { name: /Account Opening/ }));
    expect(onChange).toHaveBeenLastCalledWith(['11']);
  });

  it('Add attachment: lists the files with download and delete, and takes a new one', async () => {
    const onUpload = vi.fn();
    const onDownload = vi.fn();
    const onDelete = vi.fn();
    const file = { id: '5', fileName: 'evidence.pdf', size: 2048 };
    const { user, container } = render(
      <Harness
        q={question('ATTACHMENT', 'Add attachment', { files: [file] })}
        onChange={vi.fn()}
        onUpload={onUpload}
        onDownload={onDownload}
        onDelete={onDelete}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'evidence.pdf' }));
    expect(onDownload).toHaveBeenCalledWith(file);
    await user.click(screen.getByRole('button', { name: 'Delete evidence.pdf' }));
    expect(onDelete).toHaveBeenCalledWith(file);
    const picked = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, picked);
    expect(onUpload).toHaveBeenCalledWith(picked);
  });

  it('any other type: one of its options, as radio buttons', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <Harness
        q={question('OPTIONS', 'Single Selection', { options: ['Effective', 'Not effective'] })}
        onChange={onChange}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Not effective' }));
    expect(onChange).toHaveBeenLastCalledWith(['Not effective']);
  });

  it('shows the rule of the type beside an invalid answer', () => {
    render(
      <QuestionInput
        question={question('NUMBER', 'Number')}
        values={['lots']}
        onChange={vi.fn()}
        employees={[]}
        companyProcesses={[]}
      />,
    );
    expect(screen.getByText(RISK_MESSAGES.numberInvalid)).toBeTruthy();
  });
});

describe('the reorder list', () => {
  const ITEMS: ReorderItem[] = [
    { id: 'a', label: 'Regulatory Complexity' },
    { id: 'b', label: 'Transaction Volume' },
    { id: 'c', label: 'Customer Impact' },
  ];

  function Ordered({ onMove }: { onMove: (ids: string[]) => void }) {
    const [items, setItems] = useState(ITEMS);
    return (
      <ReorderList
        label="Sub-parameters"
        items={items}
        onMove={(next) => {
          setItems(next);
          onMove(next.map((item) => item.id));
        }}
      />
    );
  }

  it('moves a row with the keyboard: arrow keys on its grip, Home and End, keeping the focus on it', async () => {
    const onMove = vi.fn();
    const { user } = render(<Ordered onMove={onMove} />);
    const grip = screen.getByRole('button', { name: /Reorder Customer Impact/ });
    grip.focus();
    await user.keyboard('{ArrowUp}');
    expect(onMove).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    await user.keyboard('{Home}');
    expect(onMove).toHaveBeenLastCalledWith(['c', 'a', 'b']);
    await user.keyboard('{End}');
    expect(onMove).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    expect(screen.getByText('Customer Impact moved to position 3 of 3.')).toBeTruthy();
  });

  it('moves a row with the up and down buttons', async () => {
    const onMove = vi.fn();
    const { user } = render(<Ordered onMove={onMove} />);
    await user.click(screen.getByRole('button', { name: 'Move Regulatory Complexity down' }));
    expect(onMove).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(
      (screen.getByRole('button', { name: 'Move Transaction Volume up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('moves a row by drag and drop onto another row', () => {
    const onMove = vi.fn();
    render(<Ordered onMove={onMove} />);
    const rows = screen.getAllByTestId('reorder-item');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'move',
    };
    fireEvent.dragStart(rows[0]!, { dataTransfer });
    fireEvent.dragOver(rows[2]!, { dataTransfer });
    fireEvent.drop(rows[2]!, { dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith(['b', 'c', 'a']);
  });
});

describe('separation of duties on a submitted assessment', () => {
  it('tells its submitter why it offers no decision, and nobody else', () => {
    const { unmount } = render(
      <OwnWorkNotice assessment={{ status: 'SUBMITTED', submittedById: '3' }} userId="3" />,
    );
    expect(
      screen.getByText('You submitted this item, so another person must approve it or send it back.'),
    ).toBeTruthy();
    unmount();
    render(<OwnWorkNotice assessment={{ status: 'SUBMITTED', submittedById: '3' }} userId="7" />);
    expect(screen.queryByText(/You submitted this item/)).toBeNull();
  });
});

describe('the client a risk screen works for', () => {
  const CLIENTS = [
    { id: '1', name: 'Harborview Credit Union' },
    { id: '2', name: 'Northgate Savings Bank' },
  ];
  function Chosen() {
    const { clientId, picker } = useRiskClient(CLIENTS);
    return (
      <>
        {picker}
        <output aria-label="chosen client">{clientId || 'none'}</output>
      </>
    );
  }

  it("fixes a client's user to its own client, with no picker", () => {
    const session = sessionFixture();
    renderRoutes([{ path: '*', element: <Chosen /> }], {
      path: '/',
      session: {
        ...session,
        user: { ...session.user, clientId: '2', clientName: 'Northgate Savings Bank' },
      },
    });
    expect(screen.queryByLabelText('Filter by Client')).toBeNull();
    expect(screen.getByLabelText('chosen client').textContent).toBe('2');
  });

  it('lets provider staff choose among every client', () => {
    const session = sessionFixture();
    renderRoutes([{ path: '*', element: <Chosen /> }], {
      path: '/',
      session: { ...session, user: { ...session.user, clientId: null, clientName: null } },
    });
    const picker = screen.getByLabelText('Filter by Client');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a client', 'Harborview Credit Union', 'Northgate Savings Bank']);
    expect(screen.getByLabelText('chosen client').textContent).toBe('none');
    fireEvent.change(picker, { target: { value: '1' } });
    expect(screen.getByLabelText('chosen client').textContent).toBe('1');
  });
});
