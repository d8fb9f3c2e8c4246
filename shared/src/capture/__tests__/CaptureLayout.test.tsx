import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme/theme';
import { CaptureLayout, PictureWithActions } from '../CaptureLayout';

describe('CaptureLayout, the camera screen’s layout both its screens draw', () => {
  it('puts Back, the title and the screen’s controls in the header bar, and the column in main', () => {
    render(
      <ThemeProvider theme={theme}>
        <CaptureLayout back={<a href="/">Back</a>} actions={<button type="button">Guide</button>}>
          <PictureWithActions picture={<div>Position item in frame</div>}>
            <button type="button">Take Photo</button>
          </PictureWithActions>
        </CaptureLayout>
      </ThemeProvider>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(within(header).getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Guide' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Position item in frame')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
  });
});
