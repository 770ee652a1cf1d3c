import type { ReactNode } from 'react';
import './globals.css';

export const metadata = { title: 'Example storefront', description: 'Next.js on the storefront content and preorder service' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site-header"><a href="/">Example storefront</a></header>
        <main>{children}</main>
      </body>
    </html>
  );
}
