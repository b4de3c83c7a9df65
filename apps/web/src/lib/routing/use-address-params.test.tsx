import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../testing/render-component';
import { useAddressParams } from './use-address-params';

function set(key: string, value: string) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.set(key, value);
    return next;
  };
}

/** Two controls used before the screen draws the first change, as a quick user does. */
function TwoQuickChanges() {
  const [params, change] = useAddressParams();
  return (
    <>
      <p data-testid="address">{params.toString()}</p>
      <button
        onClick={() => {
          change(set('dir', 'desc'));
          change(set('page', '2'));
        }}
      >
        both
      </button>
    </>
  );
}

describe('useAddressParams', () => {
  it('keeps both of two changes made before the first is drawn', async () => {
    renderComponent(<TwoQuickChanges />, '/list?sort=created', '/list');
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('sort=created&dir=desc&page=2'),
    );
  });
});
