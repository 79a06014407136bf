import type { Components, Theme } from '@mui/material/styles';

/** Spec §9: every button has an 18px corner radius. */
export const BUTTON_RADIUS = 18;

/*
 * The light brand colours carry dark text, which the stock MUI styles do not expect:
 * they paint coloured *text* in `main` (teal on white is 2.66:1) and darken `main` on
 * hover (dark text on dark teal fails). For these colours text uses `dark` and hover
 * backgrounds use `light`, keeping both at ≥ 4.5:1.
 */
const DARK_TEXT_COLOURS = ['primary', 'success', 'warning', 'error'] as const;

/*
 * How MUI notices a browser's autofill (so a label moves out of the filled value's way): the
 * input runs a short animation, and an autofilled one another. By default every input mounts a
 * global style of its own for the two keyframes, a <style> element added to the page and
 * removed with each form or filter bar, and each time the browser works out the whole page's
 * styles again. The baseline carries them once for every input.
 */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

export const components: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    // Keyframes that are not empty, as MUI's own: an empty one is dropped from production CSS.
    styleOverrides: {
      [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
      [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
    },
  },
  MuiInputBase: {
    defaultProps: { disableInjectingGlobalStyles: true },
    styleOverrides: {
      input: {
        animationName: AUTOFILL_CANCEL,
        animationDuration: '10ms',
        '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
      },
    },
  },
  MuiButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: BUTTON_RADIUS,
        variants: DARK_TEXT_COLOURS.map((color) => ({
          props: { color },
          style: {
            '--variant-textColor': theme.palette[color].dark,
            '--variant-outlinedColor': theme.palette[color].dark,
            '--variant-outlinedBorder': theme.palette[color].dark,
            '@media (hover: hover)': {
              '&:hover': {
                '--variant-containedBg': theme.palette[color].light,
                '--variant-outlinedBorder': theme.palette[color].dark,
              },
            },
          },
        })),
      }),
    },
  },
  MuiLink: {
    styleOverrides: {
      root: ({ theme }) => ({
        variants: [
          {
            props: { color: 'primary' },
            style: {
              color: theme.palette.primary.dark,
              textDecorationColor: theme.palette.primary.dark,
            },
          },
        ],
      }),
    },
  },
  MuiTab: {
    styleOverrides: {
      textColorPrimary: ({ theme }) => ({
        '&.Mui-selected': { color: theme.palette.primary.dark },
      }),
    },
  },
  MuiTabs: {
    styleOverrides: {
      indicator: ({ theme }) => ({ backgroundColor: theme.palette.primary.dark }),
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focused': { color: theme.palette.primary.dark },
        '&.Mui-error': { color: theme.palette.error.dark },
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.error.dark } }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.primary.dark,
        },
      }),
    },
  },
  MuiTableCell: {
    styleOverrides: {
      // Column headers break between words only, never inside one: Japanese has no spaces, so
      // by default any two characters may part ("ステータ/ス"). With keep-all a header's longest
      // word is its least width, which the table's automatic layout then always grants.
      head: { wordBreak: 'keep-all' },
    },
  },
  MuiCheckbox: {
    styleOverrides: {
      colorPrimary: ({ theme }) => ({ '&.Mui-checked': { color: theme.palette.primary.dark } }),
    },
  },
  MuiRadio: {
    styleOverrides: {
      colorPrimary: ({ theme }) => ({ '&.Mui-checked': { color: theme.palette.primary.dark } }),
    },
  },
};
