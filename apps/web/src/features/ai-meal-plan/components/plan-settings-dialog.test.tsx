import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Targets } from '@thrive/contract';
import { PlanSettingsDialog } from './plan-settings-dialog';

function renderDialog() {
  const onApply = vi.fn<(targets: Targets) => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  render(
    <MemoryRouter>
      <PlanSettingsDialog
        open
        onOpenChange={onOpenChange}
        settings={{
          calories: 2000,
          diet: 'Anything',
          macros: { carbs: 45, fat: 35, protein: 20 },
          exclusions: { allergens: [], words: [] },
        }}
        onApply={onApply}
      />
    </MemoryRouter>,
  );
  return { onApply, onOpenChange, user: userEvent.setup() };
}

const calories = () => screen.getByRole('spinbutton', { name: 'Calories a day' });
const words = () => screen.getByRole('textbox', { name: 'Other foods to leave out' });

describe('PlanSettingsDialog', () => {
  afterEach(cleanup);

  it('starts from the targets in force', () => {
    renderDialog();
    expect(calories()).toHaveProperty('value', '2000');
    expect(screen.getByRole('combobox', { name: 'Diet' })).toHaveProperty('value', 'Anything');
    expect(words()).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'Milk (dairy)' })).toHaveProperty('checked', false);
  });

  it('keeps bad values in the form, says why beside each field and moves focus to the first', async () => {
    const { onApply, user } = renderDialog();
    await user.clear(calories());
    await user.type(calories(), '300');
    await user.click(words());
    await user.paste('x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).not.toHaveBeenCalled();
    expect(calories().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a calorie value between 500 and 5000.')).toBeTruthy();
    expect(screen.getByText('Name each ingredient in at most 60 characters.')).toBeTruthy();
    expect(words().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(calories());

    // Changing a value takes its message away; the other field's stays until it is changed too.
    await user.type(calories(), '0');
    expect(screen.queryByText('Please enter a calorie value between 500 and 5000.')).toBeNull();
    expect(screen.getByText('Name each ingredient in at most 60 characters.')).toBeTruthy();
  });

  it('hands over the targets, allergens chosen by keyboard included, and closes when every field is right', async () => {
    const { onApply, onOpenChange, user } = renderDialog();
    await user.clear(calories());
    await user.type(calories(), '2600');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegan');
    await user.click(screen.getByRole('checkbox', { name: 'Gluten (wheat, rye, barley, oats)' }));
    screen.getByRole('checkbox', { name: 'Milk (dairy)' }).focus();
    await user.keyboard(' ');
    await user.type(words(), 'Mushrooms, peanuts');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledWith({
      calories: 2600,
      diet: 'Vegan',
      macros: { carbs: 50, fat: 25, protein: 25 },
      exclusions: { allergens: ['gluten', 'milk'], words: ['mushrooms', 'peanuts'] },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
