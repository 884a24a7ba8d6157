import {
  CONTACT_LIMITS,
  CONTACT_PROBLEMS,
  CONTACT_TOPICS,
  contactFormProblems,
  contactFormValues,
  contactTopicLabel,
  isContactTopic,
  type ContactFormInput,
} from './contact-form';

const good: ContactFormInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'order',
  orderNumber: '',
  message: 'Where is my order?',
};

describe('contactFormProblems', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(contactFormProblems(good)).toEqual({});
  });

  it.each([
    ['name', '', CONTACT_PROBLEMS.nameMissing],
    ['name', '   ', CONTACT_PROBLEMS.nameMissing],
    ['name', 'a'.repeat(CONTACT_LIMITS.name + 1), CONTACT_PROBLEMS.nameTooLong],
    ['name', 'Ada\nLovelace', CONTACT_PROBLEMS.nameInvalid],
    ['name', 'Ada\u0085', CONTACT_PROBLEMS.nameInvalid],
    ['email', '', CONTACT_PROBLEMS.emailInvalid],
    ['email', 'ada', CONTACT_PROBLEMS.emailInvalid],
    ['email', 'ada@example', CONTACT_PROBLEMS.emailInvalid],
    ['email', 'ada@example.com, eve@example.com', CONTACT_PROBLEMS.emailInvalid],
    ['email', '"Ada" <ada@example.com>', CONTACT_PROBLEMS.emailInvalid],
    ['email', 'ada@exa mple.com', CONTACT_PROBLEMS.emailInvalid],
    [
      'email',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
      CONTACT_PROBLEMS.emailTooLong,
    ],
    ['topic', '', CONTACT_PROBLEMS.topicMissing],
    ['topic', 'refund', CONTACT_PROBLEMS.topicMissing],
    ['orderNumber', 'abc', CONTACT_PROBLEMS.orderNumberInvalid],
    ['orderNumber', '##1', CONTACT_PROBLEMS.orderNumberInvalid],
    ['orderNumber', '1'.repeat(20), CONTACT_PROBLEMS.orderNumberInvalid],
    ['message', '', CONTACT_PROBLEMS.messageMissing],
    ['message', ' \n\t ', CONTACT_PROBLEMS.messageMissing],
    ['message', 'm'.repeat(CONTACT_LIMITS.message + 1), CONTACT_PROBLEMS.messageTooLong],
    ['message', 'bell\u0007', CONTACT_PROBLEMS.messageInvalid],
    ['message', 'escape\u001b[31m', CONTACT_PROBLEMS.messageInvalid],
  ] as const)('refuses %s (case %#)', (field, value, problem) => {
    expect(contactFormProblems({ ...good, [field]: value })).toEqual({ [field]: problem });
  });

  it.each([
    ['name', 'a'.repeat(CONTACT_LIMITS.name)],
    ['name', '  Zoë O’Brien  '],
    ['email', "o'brien+pets@mail.example.co.uk"],
    ['email', `${'a'.repeat(64)}@example.com`],
    ['orderNumber', '#1001'],
    ['orderNumber', `#${'1'.repeat(19)}`],
    ['orderNumber', '1'.repeat(19)],
    ['message', 'm'.repeat(CONTACT_LIMITS.message)],
    ['message', 'Line one\r\nLine two\n\tindented'],
  ] as const)('accepts %s case %#', (field, value) => {
    expect(contactFormProblems({ ...good, [field]: value })).toEqual({});
  });

  it('counts the limits after trimming', () => {
    expect(contactFormProblems({ ...good, name: ` ${'a'.repeat(CONTACT_LIMITS.name)} ` })).toEqual({});
  });

  it('names every field that has a problem at once', () => {
    expect(
      Object.keys(
        contactFormProblems({ name: '', email: '', topic: '', orderNumber: 'x', message: '' }),
      ).sort(),
    ).toEqual(['email', 'message', 'name', 'orderNumber', 'topic']);
  });
});

describe('contactFormValues', () => {
  it('trims the fields and leaves a blank order number out', () => {
    expect(contactFormValues({ ...good, name: ' Ada ', orderNumber: '  ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'order',
      message: 'Where is my order?',
    });
  });

  it('keeps a given order number', () => {
    expect(contactFormValues({ ...good, orderNumber: ' #1001 ' })?.orderNumber).toBe('#1001');
  });

  it('is null while a field has a problem', () => {
    expect(contactFormValues({ ...good, email: 'nope' })).toBeNull();
  });
});

describe('contact topics', () => {
  it('has a label for every topic and knows only those', () => {
    for (const topic of CONTACT_TOPICS) {
      expect(isContactTopic(topic.value)).toBe(true);
      expect(contactTopicLabel(topic.value)).toBe(topic.label);
    }
    expect(isContactTopic('refund')).toBe(false);
    expect(isContactTopic(undefined)).toBe(false);
    expect(contactTopicLabel('refund')).toBe('refund');
  });
});
