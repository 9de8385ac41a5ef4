import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider, createBrowserRouter } from 'react-router';

/**
 * The floor of issue 18: a page made of React, ReactDOM and react-router alone (a data router,
 * as the shell uses, with one route and one link). The shell's initial JavaScript is judged
 * against what this page loads, built the same way in the same bench run.
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: h('main', null, h('h1', null, 'Welcome'), h(Link, { to: '/home' }, 'Home')),
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('the floor page has no #root element');
createRoot(container).render(h(RouterProvider, { router }));
