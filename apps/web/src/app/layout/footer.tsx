import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { NewsletterFields } from '../../features/newsletter/components/newsletter-fields';
import './footer.css';

/**
 * The newsletter form brings the form library, which no other part of most pages needs. The footer is below the
 * fold, so the working form loads when the footer comes near the screen (scrolled or tabbed to); until then (and in
 * the prerendered page) the form shows as it will be, disabled. Loading it with every page instead added its
 * compile and render to every page's load. Not a Suspense boundary: a prerendered one would need an inline script
 * to reveal it, which the content security policy refuses.
 */
function Newsletter() {
  const [NewsletterForm, setNewsletterForm] = useState<ComponentType | null>(null);
  const column = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('../../features/newsletter/components/newsletter-form').then(({ NewsletterForm: form }) =>
          setNewsletterForm(() => form),
        );
      },
      // Half a screen early, so that the form is ready by the time it is seen.
      { rootMargin: '50% 0px' },
    );
    observer.observe(column.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={column} className="footer__newsletter">
      <h2 className="footer__heading">Newsletter</h2>
      {NewsletterForm ? <NewsletterForm /> : <NewsletterFields disabled />}
    </div>
  );
}

/** Each page the footer links to, by its address, with the name the link shows. */
const PAGE_NAMES = {
  '/mealplanner': 'Custom Meal Planner',
  '/aimeal': 'AI Meal Plans',
  '/calorie-calculator': 'Calorie Calculator',
  '/blog': 'Health Blog',
  '/yoga': 'Yoga',
  '/yogaexercise': 'Yoga Poses',
  '/gym': 'Gym',
  '/exerciselist': 'Exercise List',
  '/ourstory': 'Our Story',
  '/team': 'Team',
  '/contact': 'Contact',
  '/dashboard': 'Dashboard',
} as const;

const FOOTER_COLUMNS: readonly { heading: string; links: readonly (keyof typeof PAGE_NAMES)[] }[] = [
  { heading: 'Eat well', links: ['/mealplanner', '/aimeal', '/calorie-calculator', '/blog'] },
  { heading: 'Move more', links: ['/yoga', '/yogaexercise', '/gym', '/exerciselist'] },
  { heading: 'Thrive', links: ['/ourstory', '/team', '/contact', '/dashboard'] },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Logo tone="light" />
          <p>Plan meals that fit your goals, move with yoga and strength training, and build habits that last.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} className="footer__column" aria-label={column.heading}>
            <h2 className="footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((to) => (
                <li key={to}>
                  <Link to={to}>{PAGE_NAMES[to]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <Newsletter />
      </div>
      <section id="credits" className="container footer__credits" aria-labelledby="credits-heading">
        <h2 id="credits-heading" className="footer__heading">
          About &amp; credits
        </h2>
        <p>
          Nutrition figures come from USDA ARS, National Nutrient Database for Standard Reference, Release 24 (public
          domain); daily reference intakes from the National Academies of Sciences, Engineering, and Medicine, Dietary
          Reference Intakes; products looked up by barcode from Open Food Facts (ODbL), where the server has it on;
          recipes, articles and pose and exercise descriptions are written by the Thrive team. Food illustrations use
          Fluent Emoji Flat, © Microsoft Corporation, under the MIT License. Yoga pose names, Sanskrit names,
          translations, levels and categories come from the{' '}
          <a href="https://github.com/alexcumplido/yoga-api" rel="noreferrer">
            Yoga API by Alexandre C.
          </a>{' '}
          (MIT), corrected where it had typos; the pose figures are drawn by the Thrive team. Exercise names, levels,
          equipment, categories and muscles come from{' '}
          <a href="https://github.com/yuhonas/free-exercise-db" rel="noreferrer">
            free-exercise-db
          </a>{' '}
          (Unlicense; its photos are not used), and the muscle maps are drawn with{' '}
          <a href="https://github.com/Josep1992/react-muscle-map" rel="noreferrer">
            react-muscle-map
          </a>{' '}
          (Unlicense). Health articles are written and reviewed by the Thrive team, citing the public health bodies
          their facts come from in each article. New passwords are checked against the 100,000 most common of Mark
          Burnett&apos;s ten-million-password list from{' '}
          <a href="https://github.com/danielmiessler/SecLists" rel="noreferrer">
            OWASP SecLists
          </a>{' '}
          (CC BY-SA 3.0), and their strength is estimated with{' '}
          <a href="https://github.com/zxcvbn-ts/zxcvbn" rel="noreferrer">
            zxcvbn-ts
          </a>{' '}
          (MIT).
        </p>
      </section>
      <div className="container footer__bottom">
        <p>© {new Date().getFullYear()} Thrive. All rights reserved.</p>
        <p>Thrive offers general information, not medical advice.</p>
      </div>
    </footer>
  );
}
