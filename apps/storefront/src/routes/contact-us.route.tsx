import { ContactForm } from '../features/contact/components/contact-form';
import { PageHead } from '../lib/page-head/page-head';
import { useSite } from '../lib/site/site-context';

/**
 * '/contact-us' (SPEC §2): titled 'Contact Us' on both sites; the consumer site has a description
 * of its own (SPEC §2 page titles and metadata), the staff site the shop's default one.
 */
export function ContactUsRoute() {
  const { title, staff } = useSite();

  return (
    <div className="page page--narrow">
      <PageHead
        title="Contact Us"
        description={
          staff
            ? undefined
            : `Questions about an order, a product or Autoship? Send ${title} a message and we will answer by email.`
        }
      />
      <h1 className="page__title">Contact Us</h1>
      <p className="page__lead">
        Questions about an order, a product or Autoship? Write to us and we will answer by email.
      </p>
      <ContactForm />
    </div>
  );
}
