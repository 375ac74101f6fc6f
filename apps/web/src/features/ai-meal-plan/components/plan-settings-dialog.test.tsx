import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealPreferences } from '../../../lib/meal-preferences';
import { PlanSettingsDialog } from './plan-settings-dialog';

function renderDialog() {
  const onApply = vi.fn<(preferences: Required<MealPreferences>) => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  render(
    <PlanSettingsDialog
      open
      onOpenChange={onOpenChange}
      settings={{ calories: 2000, diet: undefined, exclude: [] }}
      onApply={onApply}
    />,
  );
  return { onApply, onOpenChange, user: userEvent.setup() };
}

const calories = () => screen.getByRole('spinbutton', { name: 'Calories a day' });
const leaveOut = () => screen.getByRole('textbox', { name: 'Leave out' });

describe('PlanSettingsDialog', () => {
  afterEach(cleanup);

  it('starts from the settings in force', () => {
    renderDialog();
    expect(calories()).toHaveProperty('value', '2000');
    expect(screen.getByRole('combobox', { name: 'Diet' })).toHaveProperty('value', 'Anything');
    expect(leaveOut()).toHaveProperty('value', '');
  });

  it('keeps bad values in the form, says why beside each field and moves focus to the first', async () => {
    const { onApply, user } = renderDialog();
    await user.clear(calories());
    await user.type(calories(), '300');
    await user.click(leaveOut());
    await user.paste('x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).not.toHaveBeenCalled();
    expect(calories().getAttribute('aria-invalid')).toBe('true');
    expect(calories().getAttribute('aria-describedby')).toContain(`${calories().id}-error`);
    expect(screen.getByText('Please enter a calorie value between 500 and 5000.')).toBeTruthy();
    expect(screen.getByText('Name each ingredient in at most 60 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(calories());

    // Changing a value takes its message away; the other field's stays until it is changed too.
    await user.type(calories(), '0');
    expect(screen.queryByText('Please enter a calorie value between 500 and 5000.')).toBeNull();
    expect(calories().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Name each ingredient in at most 60 characters.')).toBeTruthy();
  });

  it('hands over the preferences and closes when every field is right', async () => {
    const { onApply, onOpenChange, user } = renderDialog();
    await user.clear(calories());
    await user.type(calories(), '2600');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegan');
    await user.type(leaveOut(), 'Peanuts, mushrooms');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledWith({ calories: 2600, diet: 'Vegan', exclude: ['peanuts', 'mushrooms'] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
