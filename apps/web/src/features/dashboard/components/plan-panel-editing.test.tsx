import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DATE, renderPanel, withFakeServer, VERSION } from './plan-panel.fixture';

describe('PlanPanel, editing', () => {
  const context = withFakeServer();

  it('keeps a blank name from being sent', async () => {
    const { user } = renderPanel();
    await screen.findByText('Porridge');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a name, or remove the item.')).toBeTruthy();
    expect(context.server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('edits one item, saves with the loaded version and closes every day', async () => {
    const { user, onEditingChange } = renderPanel();
    await screen.findByText('Porridge');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(true);
    const name = screen.getByRole('textbox', { name: 'Name of item 1 of Breakfast on day 1' });
    await user.clear(name);
    await user.type(name, 'Bircher muesli');
    await user.type(screen.getByRole('textbox', { name: 'Add an item to Lunch on day 1' }), 'Lentil soup{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Changes saved.');
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
    const put = context.server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      date: DATE,
      type: 'custom',
      version: VERSION,
      meals: [
        {
          dayNumber: 1,
          rows: [
            {
              label: 'Breakfast',
              items: [{ name: 'Bircher muesli', servings: 1, calories: 320, protein: 11, carbs: 54, fat: 6 }],
            },
            { label: 'Lunch', items: [{ name: 'Lentil soup', calories: 0, protein: 0, carbs: 0, fat: 0 }] },
          ],
        },
      ],
    });
    expect(screen.getByRole('button', { name: /Day 1/ }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: /Day 1/ }));
    expect(screen.getByText('Bircher muesli')).toBeTruthy();
  });

  it('says so and shows the newer plan when it changed elsewhere', async () => {
    context.server.failUpdatesWith(409);
    const { user, onEditingChange } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/changed somewhere else/);
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('reports an update failure with the server message', async () => {
    context.server.failUpdatesWith(500);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update meal plan: This plan was changed since you opened it',
    );
    // Still editing, so nothing typed is lost.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});
