-- Default texts for a new install: About Us, Terms and Conditions, Privacy Policy (markdown) and the
-- FAQ list. Admins edit them from the dashboard; ON CONFLICT leaves any text already there alone.
-- Dollar-quoted ($md$) so the texts can hold quotes and apostrophes as written.
INSERT INTO "content_pages" ("slug", "title", "content") VALUES
(
  'about-us',
  'About Us',
  $md$## Who we are

Toppers Connect is an online mentoring marketplace for students in India who are preparing for competitive entrance exams, mainly NEET-UG and IIT-JEE (JEE Main and JEE Advanced). We connect aspirants, and their parents, with mentors who cleared these exams recently and still remember exactly what the preparation demanded.

## Why we started

Most aspirants have more study material than they can finish. What they lack is someone who was in their place a year or two ago: someone who can look at a mock-test scorecard and say which chapters are costing marks, how to fit revision around school and coaching, and how to keep going after a bad week. That advice usually comes from an elder cousin or a senior who got into a good college. We want every aspirant to have it, whether they live in Kota, Kochi or a town with no coaching centre at all.

## Our mentors

Every mentor is a recent good scorer in IIT-JEE or NEET. Before anyone teaches on Toppers Connect, we verify their scorecard against the official result, check their identity and current college, interview them, and watch them teach a demo session. Students rate every session from 1 to 5 stars, and those ratings stay on the mentor's record.

## How it works

- Browse group sessions (up to 50 students) and one-to-one sessions for your exam.
- Pay the exact amount by UPI using the QR code shown for your booking, and upload the payment screenshot.
- Our team verifies the payment, and the session appears in your dashboard with its join link.
- Join the live video session from your browser at the scheduled time, then rate it.

## What we are not

Toppers Connect is an independent platform. We are not affiliated with the National Testing Agency (NTA), the IITs or any other body that conducts an exam or counselling, and no mentor can influence a result or an admission. Official dates and rules are always on the conducting body's own website.

## Contact

Write to [support@toppersconnect.in](mailto:support@toppersconnect.in). We reply within two working days.
$md$
),
(
  'Terms',
  'Terms and Conditions',
  $md$## 1. About these terms

These Terms and Conditions govern your use of the Toppers Connect website and services ("Toppers Connect", "we", "us"). By creating an account, booking a session or applying to mentor, you agree to them. If you are under 18, a parent or guardian must read these terms and accept them on your behalf, and is responsible for the payments made for your sessions.

## 2. The service

Toppers Connect is a marketplace that connects students preparing for entrance exams such as NEET-UG and IIT-JEE with mentors who recently scored well in those exams. Mentors post group sessions (1 to 50 seats) and one-to-one sessions (1 seat); students book and pay for them; sessions take place live, by video, in the browser. Mentors share their own experience and advice. **We do not guarantee any score, rank or admission.**

We are not affiliated with the National Testing Agency (NTA), the Indian Institutes of Technology, the Joint Seat Allocation Authority (JoSAA), the Medical Counselling Committee (MCC) or any other body that conducts an exam or counselling. Always check dates, eligibility and rules on the official websites.

## 3. Your account

- Give your real name, a working email address and your own mobile number.
- Keep your password to yourself. You are responsible for what is done with your account.
- One person, one account. We may suspend or close an account that is shared, that was opened with false details, or whose holder breaks these terms.

## 4. Booking and payment

1. Choose a session and open its payment page. It shows a UPI QR code for our UPI ID with the exact amount and a booking reference.
2. Pay that exact amount from any UPI app, then upload a screenshot of the successful payment. You may also enter the 12-digit UPI transaction reference (UTR), which helps us find your payment quickly.
3. Your seat is held while an admin checks the payment against what we received. Once it is approved, the session appears in your dashboard with its join link, and we email you a confirmation.
4. If we cannot match the payment (for example, a different amount, an unreadable screenshot or a UTR already used for another booking), the payment is marked failed, the seat is released, and we email you to explain. Write to us if you believe this is a mistake.

Prices are in Indian rupees, per seat. Pay only through the QR code on the payment page: we never ask you to pay a mentor directly, and payments made outside the platform are not covered by these terms.

## 5. Cancellations and refunds

- Cancel **up to 24 hours before** a session starts and you get a full refund.
- Cancel less than 24 hours before the start and no refund is due, unless the session did not take place.
- If a session does not take place (the mentor cancels or does not turn up, or a problem on our side stops it), you get a full refund or, if you prefer, a seat in another session of the same price.
- To cancel or ask for a refund, write to [support@toppersconnect.in](mailto:support@toppersconnect.in) from your registered email address with the session's name and date. Refunds go back to the UPI account the payment came from, normally within 7 working days of approval.

## 6. Conduct in sessions

Everyone in a session, students and mentors alike, must:

- be respectful: no harassment, abusive language or discrimination of any kind;
- keep to the session's topic, and not advertise other services or ask for payments outside the platform;
- not record, photograph or share a session, or another participant's name or image, without the consent of everyone present;
- not pass the join link to anyone who has not booked;
- not share question papers or study material they have no right to share.

Mentors must also start on time, prepare the topic they advertised, and never ask a student for money or for personal contact details. We may remove anyone from a session, and suspend their account, for breaking these rules. Report a problem to [support@toppersconnect.in](mailto:support@toppersconnect.in).

## 7. Mentors

Mentors are independent; they are not our employees. They are selected after we verify their exam results and identity, interview them and watch a demo session. Each mentor is responsible for what they teach and for the sessions they post. Ratings and written feedback from students are shown as given; we remove only abusive content.

## 8. Content

The site's text, design and logo belong to Toppers Connect. Session material belongs to the mentor who prepared it. You may use both for your own preparation, but you may not copy, sell or publish them.

## 9. Liability

We work to keep the service and the video rooms available, but cannot promise they will never be interrupted. As far as the law allows, our liability for any claim about a session is limited to the amount you paid for that session. Nothing in these terms takes away rights you have under Indian consumer protection law.

## 10. Changes to these terms

We may update these terms. The date at the top of this page shows when they last changed, and we email registered users about significant changes. Using the service after a change means you accept the updated terms.

## 11. Governing law and complaints

These terms are governed by the laws of India, including the Information Technology Act, 2000. If you have a complaint, write first to our Grievance Officer (details in the [Privacy Policy](/privacy)); most problems are settled that way. Any dispute that remains is subject to the jurisdiction of the competent courts in India.

## 12. Contact

Email [support@toppersconnect.in](mailto:support@toppersconnect.in). We reply within two working days.
$md$
),
(
  'privacy-policy',
  'Privacy Policy',
  $md$## Who we are

This policy explains how Toppers Connect ("we", "us") collects, uses and protects personal data when you use our website and services. We handle personal data in line with the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023 (the DPDP Act). Under the DPDP Act we are the Data Fiduciary for the data described here: we decide why and how it is processed, and we answer for it.

## What we collect, and why

- **Account details**: your name, email address, mobile number and password. We need them to create your account, sign you in, send booking and password emails, and reach you about a session. Your password is stored only as a salted hash: nobody at Toppers Connect can read it.
- **Profile details you choose to add**: a profile picture, your exam, class and goals, so that your mentor can prepare.
- **Bookings and payments**: the sessions you book, the amount, the payment screenshot you upload and, if you enter it, the 12-digit UPI transaction reference (UTR). We use them to verify payments, to stop one payment being used for two bookings, to process refunds and to resolve disputes.
- **Session records**: the sessions you joined, and the ratings and written feedback you give. They show mentors' ratings and help us improve sessions.
- **Mentor applications**: the details and résumé sent through the Become a Mentor form, used only to assess the application.
- **Technical logs**: IP address, browser type and the time of each request, kept to secure the service and investigate misuse.

We never collect card or bank account details: UPI payments happen inside your own UPI app.

## Who can see your data

- **Payment screenshots and UTRs** are visible only to you and to our admins. Mentors never see them.
- **Mentors** see the names of the students booked into their sessions and the feedback given on their sessions.
- **Admins** see what they need to verify payments, run sessions and answer support requests.
- **Service providers** that host our servers, store files and deliver email process data only on our instructions.

We do not sell or rent personal data, and we do not share it with advertisers. We disclose it to authorities only when the law requires us to.

## Students under 18

Many of our students are under 18. The DPDP Act requires the verifiable consent of a parent or lawful guardian before we process a child's personal data, so a parent or guardian must agree when an account is created for a student under 18. We do not track children's behaviour, and we never use their data for advertising.

## How long we keep it

- **Account details**: while your account is open, and deleted within 30 days after it is closed, apart from the records below.
- **Payment screenshots**: 180 days after the session, then deleted.
- **Payment records** (amount, date, UTR and status): as long as Indian tax and accounting laws require us to keep records of transactions.
- **Session attendance, ratings and feedback**: while your account is open; after it is closed, ratings stay with the session without your name.
- **Mentor applications**: 12 months after the decision.
- **Technical logs**: 90 days.

## Cookies

We use one cookie: a sign-in cookie that keeps you logged in. It is essential to the service, cannot be read by scripts on the page, and is removed when you log out or when it expires. We use no advertising or analytics cookies and no third-party trackers.

## Your rights

Under the DPDP Act you can:

1. ask for a summary of the personal data we hold about you and how we use it;
2. ask us to correct, complete or update it (most of it you can also change in your dashboard);
3. withdraw your consent and ask us to delete your data, which closes your account; records the law requires us to keep are kept for that purpose only;
4. nominate someone to exercise these rights for you in case of death or incapacity;
5. complain to our Grievance Officer and, if you are not satisfied with the answer, to the Data Protection Board of India.

To make a request, email [support@toppersconnect.in](mailto:support@toppersconnect.in) from your registered email address. We may ask you to confirm your identity, and we act on requests within 30 days.

## Security

All traffic is encrypted with HTTPS. Payment screenshots and résumés are stored privately and shown only to signed-in people allowed to see them, never at a public address, and every admin decision on a payment is recorded. If a personal data breach ever affects you, we will tell you and the Data Protection Board of India, as the DPDP Act requires.

## Grievance Officer

Our Grievance Officer is the Head of Trust and Safety at Toppers Connect. Write to [support@toppersconnect.in](mailto:support@toppersconnect.in) with "Grievance" in the subject line. We acknowledge every complaint within 24 hours and resolve it within 15 days.

## Changes to this policy

When we change this policy, the date at the top of this page changes too, and we email registered users about significant changes before they take effect.
$md$
)
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "faqs" ("id", "question", "answer", "position") VALUES
(
  'faq-what-is-toppers-connect',
  'What is Toppers Connect?',
  $md$An online marketplace where students preparing for NEET-UG, IIT-JEE and other entrance exams book live sessions with mentors who recently cleared those exams. You get study plans, mock-test analysis, doubt solving and the daily habits that worked for them, one-to-one or in a group.$md$,
  1
),
(
  'faq-who-are-the-mentors',
  'Who are the mentors?',
  $md$Recent good scorers in IIT-JEE or NEET, most of them studying at IITs, NITs and medical colleges now. Before teaching, every mentor's scorecard is checked against the official result, their identity and college are verified, and they pass an interview and a demo session.$md$,
  2
),
(
  'faq-how-booking-works',
  'How do I book a session?',
  $md$Log in, open **Booking Sessions**, pick a session and press **Book Now**. The payment page shows a UPI QR code with the exact amount. Pay from any UPI app, upload the payment screenshot (and the 12-digit UTR if you have it) and press **Continue**. An admin verifies the payment, and the session then appears in your dashboard with its join link.$md$,
  3
),
(
  'faq-payment-verification',
  'How long does payment verification take?',
  $md$Our team verifies payments through the day, every day, and you get an email as soon as yours is approved. Book a few hours before the session starts so there is time to verify it. Entering the 12-digit UTR from your UPI app makes the check faster.$md$,
  4
),
(
  'faq-group-or-one-to-one',
  'What is the difference between group and one-to-one sessions?',
  $md$A group session has up to 50 students with one mentor: good for problem-solving, strategy talks and weekly discussions, at a lower price per seat. A one-to-one session is just you and the mentor: good for going through your own mock results, weak chapters and study plan.$md$,
  5
),
(
  'faq-joining-a-session',
  'How do I join my session?',
  $md$Open your dashboard a few minutes before the start time and press **Join** on the session. It opens in your browser on a phone or a computer; nothing needs to be installed. Allow the camera and microphone when asked, and use headphones if you can.$md$,
  6
),
(
  'faq-refunds',
  'Can I cancel a booking and get a refund?',
  $md$Yes. Cancel up to 24 hours before the session starts and you get a full refund. After that no refund is due, unless the session did not take place, in which case you get a full refund or a seat in another session of the same price. Write to [support@toppersconnect.in](mailto:support@toppersconnect.in) from your registered email address with the session's name and date. See the [Terms and Conditions](/terms) for details.$md$,
  7
),
(
  'faq-payment-failed',
  'My payment was marked as failed. What now?',
  $md$It means we could not match your screenshot to a payment we received: for example, the amount was different, the screenshot was unreadable, or the UTR had already been used for another booking. The seat is released and you get an email explaining why. If you did pay, reply to that email with your UPI app's transaction details and we will check again.$md$,
  8
),
(
  'faq-who-sees-payment-proof',
  'Who can see my payment screenshot?',
  $md$Only you and our admins. Mentors never see payment screenshots or UTRs. Read the [Privacy Policy](/privacy) for what we keep, for how long, and how to ask for it to be deleted.$md$,
  9
),
(
  'faq-nta-affiliation',
  'Are you connected with NTA or the IITs?',
  $md$No. Toppers Connect is an independent platform, not affiliated with the National Testing Agency, the IITs or any exam or counselling body. Always check exam dates, eligibility and rules on the official websites.$md$,
  10
),
(
  'faq-exams-covered',
  'Which exams do you cover?',
  $md$Mainly NEET-UG and IIT-JEE (JEE Main and JEE Advanced). Sessions and exam information are also available for GATE, CAT, UPSC, BITSAT, CLAT, CA and NIFT, and the test portal lists mock tests for VITEEE, COMEDK, KCET, MHT CET and WBJEE too.$md$,
  11
),
(
  'faq-become-a-mentor',
  'How do I become a mentor?',
  $md$If you recently scored well in IIT-JEE or NEET, open [Become a Mentor](/become-mentor) and fill in the registration form. We then verify your documents, invite you to a short interview and a demo session, and send you a link to set up your mentor account once you are selected.$md$,
  12
)
ON CONFLICT ("id") DO NOTHING;
