import { useEffect } from 'react';

/** 'Page Not Found' for any unknown path; asks search engines not to index it. */
export function NotFoundScreen() {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <main className="registry-page" id="main">
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
