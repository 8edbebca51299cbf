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
} satisfies Config;
