import type { Config } from 'tailwindcss';

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          500: '#1f6feb',
          600: '#1759c4',
          700: '#12469b',
          900: '#0b2a5c',
        },
      },
    },
  },
  plugins: [],
  // Tailwind 3 otherwise sets its ~30 `--tw-*` variables on every element and its ::before/::after (`*, ::before,
  // ::after {…}`), which makes every style recalculation of the page pay for them; with this flag they go only
  // on the elements whose utilities read them (rings, shadows, transforms). docs/performance.md, "Lighthouse per page".
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config;
