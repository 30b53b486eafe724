/**
 * The signed-in home (the dashboard, at / and /landing): a chunk of its own, so that a list page
 * does not download it. On the home's addresses it is asked for beside the admin's chunk
 * (src/App.tsx), not after it.
 */
export const isHomePath = (pathname: string) => pathname === '/' || pathname === '/landing';

export const loadHomePage = () =>
  import('../../custom-pages/home/HomePage').then((module) => module.HomePage);
