import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

const QUESTION: ConfirmOptions = {
  title: 'Delete product',
  message: 'Are you sure you want to delete this product?',
};

/** A screen that asks before deleting, as the admin's delete buttons do. */
function DeleteScreen({ options = QUESTION }: { options?: ConfirmOptions }) {
  const { dialog, confirm } = useConfirmDialog();
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setOutcome(JSON.stringify(await confirm(options)))}>
        Delete
      </button>
      <p>Answer: {outcome}</p>
      {dialog}
    </>
  );
}

async function openDialog(options?: ConfirmOptions) {
  const user = userEvent.setup();
  render(<DeleteScreen options={options} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Delete product' }) };
}

describe('useConfirmDialog', () => {
  it('asks a plain yes-or-no question when no answer is to be typed: focus on Cancel, the button answers', async () => {
    const { user, dialog } = await openDialog({
      ...QUESTION,
      typedAnswer: false,
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByText('Answer: null')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Answer: "yes"')).toBeInTheDocument();
  });

  it('opens a modal named by its title and described by its message, with focus in the answer box', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this product?');
    expect(screen.getByRole('textbox', { name: 'Type yes to confirm' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('uses the labels it is given', async () => {
    await openDialog({
      ...QUESTION,
      answerLabel: 'Type the name',
      confirmLabel: 'Delete it',
      cancelLabel: 'Keep',
    });
    expect(screen.getByRole('textbox', { name: 'Type the name' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('resolves with the trimmed answer on Enter, closes, and gives focus back to the button', async () => {
    const { user } = await openDialog();
    await user.keyboard('  yes  {Enter}');
    expect(await screen.findByText('Answer: "yes"')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('resolves with the answer on Confirm', async () => {
    const { user } = await openDialog();
    await user.keyboard('yes');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Answer: "yes"')).toBeInTheDocument();
  });

  it('resolves null when the answer is empty or only spaces', async () => {
    const { user } = await openDialog();
    await user.keyboard('   ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Answer: null')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves null when the answer is anything but yes, and takes yes in any case', async () => {
    const { user } = await openDialog();
    await user.keyboard('no{Enter}');
    expect(await screen.findByText('Answer: null')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('YES{Enter}');
    expect(await screen.findByText('Answer: "YES"')).toBeInTheDocument();
  });

  it('resolves null on Cancel, even with an answer typed', async () => {
    const { user } = await openDialog();
    await user.keyboard('yes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Answer: null')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves null on Escape and gives focus back to the button', async () => {
    const { user } = await openDialog();
    await user.keyboard('yes{Escape}');
    expect(await screen.findByText('Answer: null')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('resolves null on a click on the backdrop, not on a click inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(await screen.findByText('Answer: null')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside: Tab wraps from the last button to the box, Shift+Tab from the box to the last button', async () => {
    const { user } = await openDialog();
    const box = screen.getByRole('textbox', { name: 'Type yes to confirm' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('starts each question with an empty answer', async () => {
    const { user } = await openDialog();
    await user.keyboard('yes{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('textbox', { name: 'Type yes to confirm' })).toHaveValue('');
  });
});
