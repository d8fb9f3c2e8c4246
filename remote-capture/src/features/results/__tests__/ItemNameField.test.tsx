/** The name editor leaves room above it for its floating 'Item name' label (the Demo AI chip sits there). */
import { render, screen } from '@testing-library/react';
import { ItemNameField } from '../components/ItemNameField';

it('holds its floating label clear of what sits above it', () => {
  render(<ItemNameField value="Canon AE-1" editing onEdit={jest.fn()} onSave={jest.fn()} onCancel={jest.fn()} />);
  const field = screen.getByRole('textbox', { name: 'Item name' });
  // eslint-disable-next-line testing-library/no-node-access -- the form is what is spaced, and has no role of its own
  expect(field.closest('form')).toHaveStyle({ marginTop: '12px' });
});
