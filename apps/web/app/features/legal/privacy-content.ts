import type { LocalizedLegalDocument } from "./types.ts";

/** The Privacy Policy (隐私政策) accepted at registration. */
export const privacyContent: LocalizedLegalDocument = {
  "zh-CN": {
    title: "隐私政策",
    updated: "最近更新：2026 年 11 月 21 日",
    intro:
      "本网站运营者（以“{site}”名义提供服务，以下称“{site}”或“我们”）重视并保护您的个人信息。本隐私政策说明您使用本网站、用户中心和代理服务时，我们收集哪些个人信息、为何收集、保存多久、与谁共享、如何保护，以及您如何依据《中华人民共和国个人信息保护法》（以下简称“《个人信息保护法》”）等法律法规行使您的权利。敏感个人信息已在文中明确标示。请您仔细阅读；注册即表示您确认已阅读本政策，并在需要取得同意的范围内同意我们按本政策处理您的个人信息。",
    sections: [
      {
        heading: "我们收集的信息",
        paragraphs: ["我们仅收集实现第 2 条所述目的所必需的信息："],
        items: [
          "**账户信息**：您的手机号或邮箱（作为登录账号，并用于接收验证码和通知）以及密码。我们仅保存密码的单向哈希值，从不保存密码本身。",
          "**个人实名认证信息**：您的真实姓名、居民身份证号码（**身份证号码属于敏感个人信息**），以及认证结果（认证未通过时包括原因）。",
          "**企业认证信息**：企业名称、统一社会信用代码、联系电话、开户银行（支行）、银行账号、注册地址、注册电话，以及您上传的营业执照图片（其中可能包含法定代表人的姓名）。",
          "**订单与支付记录**：所购产品、数量、金额、手续费、支付方式、支付状态与时间，以及支付宝或微信支付返回的交易号。支付在支付机构的页面完成，**我们不会接收或存储您的银行卡号、银行账户凭据或支付密码**，这些信息由支付机构保存。",
          "**服务与使用记录**：分配给您的静态 IP 及其到期时间、您的代理子账户及其流量上限、IP 白名单，以及每个子账户每小时的流量使用记录（扣费记录）。",
          "**代理连接日志**：每次代理连接的时间、来源 IP 地址、所使用的子账户或白名单条目、出口 IP、目标主机和端口，以及传输的数据量。**我们不记录您传输的内容**（如网页内容或表单数据），HTTPS 流量在您与目标网站之间保持加密。",
          "**网站与安全日志**：您访问网站和登录时使用的 IP 地址、登录时间与结果、设备和浏览器类型、请求的页面以及错误日志，用于保障您的账户和我们系统的安全。",
          "**沟通记录**：您联系客服、投诉或申请退款时的消息内容及我们的回复。客服通过第三方即时通讯应用提供，该应用对您消息的处理适用其自身的隐私政策。",
          "**Cookie**：详见第 3 条。",
        ],
        after: [
          "我们不收集人脸、指纹等生物识别信息。",
          "如您不提供某项功能所必需的信息（例如实名认证信息），您仍可浏览网站和购买套餐，但无法使用该功能。",
        ],
      },
      {
        heading: "我们如何使用信息及法律依据",
        paragraphs: ["我们仅为明确、合理的目的，依据《个人信息保护法》第十三条规定的合法性基础处理个人信息："],
        items: [
          "**创建和管理账户、处理订单与支付、交付流量和 IP、提供客服支持**：为订立和履行您作为一方当事人的合同所必需。",
          "**实名认证**：为履行《网络安全法》及相关规定的法定义务所必需；对于属于敏感个人信息的身份证号码，我们还会在您提交时取得您的单独同意。未完成认证将无法使用代理服务。",
          "**保存网络日志、订单与支付记录**：为履行法定义务所必需，包括《网络安全法》关于留存网络日志的规定以及会计、税务规定。",
          "**保障安全、防范欺诈和执行《服务协议》**（如识别异常登录、代理网络滥用和支付欺诈）：为履行合同和法定义务所必需；紧急情况下，为保护自然人的生命健康和财产安全所必需。",
          "**发送服务通知**（如验证码、支付确认、到期提醒及协议变更通知）：为履行合同所必需。",
          "**发送营销信息**：仅在取得您的同意后发送，您可以随时按消息中的说明或联系客服撤回同意。",
        ],
        after: ["如我们需要将您的信息用于本政策未载明的其他目的，我们将事先告知您，并在法律要求时重新取得您的同意。"],
      },
      {
        heading: "Cookie 与同类技术",
        paragraphs: ["我们主要使用网站正常运行所必需的 Cookie，不使用广告 Cookie，也不会将数据出售给广告商。"],
        items: [
          "**locale**：记住您选择的语言（中文或英文），保存 365 天。",
          "**token**：登录会话令牌，在您登录时设置，使网站能够识别您的登录状态；最长 30 天后失效，退出登录时即被删除。",
          "**浏览器本地存储**：登录后，用户中心会在浏览器本地存储中保存登录状态和基本账户信息，以加快页面加载；退出登录时即被清除。",
          "**网站统计**：如本网站启用了网站统计服务以了解页面的使用情况，该服务会获取您访问的页面、浏览器信息以及根据 IP 地址推断的大致位置，并可能设置其自身的 Cookie。我们仅以汇总形式使用统计数据，不会用其识别您的身份。",
        ],
        after: ["您可以在浏览器设置中拦截或删除 Cookie，但拦截会话 Cookie 后您将无法正常登录。"],
      },
      {
        heading: "信息的保存期限",
        paragraphs: [
          "我们仅在实现本政策所述目的所必需的期限内或法律规定的期限内保存个人信息，期限届满后予以删除或匿名化处理：",
        ],
        items: [
          "**账户信息**：在账户存续期间保存；账户注销后 15 个工作日内删除或匿名化，法律要求保存更长期限的除外。",
          "**个人实名认证信息和企业认证信息（含营业执照图片）**：在账户存续期间保存；账户注销后按法律法规要求的期限保存，期满后删除。",
          "**订单与支付记录**：自交易完成之日起至少保存三年；会计、税务规定要求更长期限的，从其规定。",
          "**每小时使用（扣费）记录**：保存 24 个月，以便您核对消费，也便于我们处理计费问题。",
          "**代理连接日志、网站与安全日志**：保存 180 天，期满后自动删除。",
          "**客服沟通记录**：自咨询结束之日起保存 2 年。",
          "**Cookie**：按第 3 条所述期限保存。",
        ],
        after: ["如相关信息为正在进行的调查、争议或法律程序所需，或主管部门要求保存，我们将保存至相关事项处理完毕。"],
      },
      {
        heading: "信息的共享、委托处理与公开披露",
        paragraphs: [
          "**我们不会出售您的个人信息**，也不会为广告目的共享您的个人信息。我们仅在下列情形下、在必要的限度内共享：",
        ],
        items: [
          "**支付机构**：支付宝（支付宝（中国）网络技术有限公司）和微信支付（财付通支付科技有限公司）获取订单号、金额和商品描述以完成支付，并向我们返回支付结果。支付机构作为独立的个人信息处理者，依其自身的隐私政策处理您的支付信息。",
          "**短信和邮件服务商**：获取您的手机号或邮箱以及消息内容（如验证码），用于发送消息。",
          "**身份核验服务商**：获取您的姓名和身份证号码，向权威数据源核验并返回结果，不得为其他目的保存或使用。",
          "**云服务与存储服务商**：承载我们的服务器、数据库以及存放营业执照图片的私有存储。",
          "**有权机关**：依据法律规定或有权机关的合法要求，或在紧急情况下为保护您或他人的生命健康和财产安全所必需时，我们将向公安、国家安全、网信、司法等有权机关提供信息。",
          "**业务转移**：如本网站运营者发生合并、分立、解散或业务转让，我们将告知您接收方的名称和联系方式；接收方应继续履行本政策规定的义务，变更处理目的或处理方式的，应重新取得您的同意。",
        ],
        after: [
          "我们委托服务商代为处理个人信息时，将与其约定委托处理的目的、期限、处理方式、个人信息的种类和保护措施，并对其处理活动进行监督。除上述情形外，未经您单独同意或法律规定，我们不会公开披露您的个人信息。",
        ],
      },
      {
        heading: "跨境相关事项",
        paragraphs: [
          "您的账户、实名认证、订单和支付信息存储于位于中华人民共和国境内的服务器。",
          "代理网络由位于中国大陆以外的服务器和出口 IP 组成。您使用代理时，您的流量将按您的指示发送至其他国家和地区的目的地；第 1 条所述的代理连接日志在这些服务器上生成后传回我们。您通过代理向目标网站发送的数据，适用该网站自身的政策。",
          "除此之外，我们不会向中华人民共和国境外的接收方提供您的个人信息。如确需提供，我们将在满足《个人信息保护法》第三章规定的条件（如通过安全评估、订立标准合同或取得认证）后进行，向您告知境外接收方的名称、联系方式、处理目的、处理方式以及您向其行使权利的方式，并取得您的单独同意。",
          "如您在中华人民共和国境外访问本网站，您的信息将被传输至中国境内并在境内处理。",
        ],
      },
      {
        heading: "安全措施",
        paragraphs: ["我们采取与风险相适应的技术和管理措施，防止您的信息遭到未经授权的访问、泄露、篡改或丢失："],
        items: [
          "密码仅以加盐的 Argon2id 哈希值保存，无法还原为原始密码；",
          "与网站和 API 之间的所有连接均使用 TLS（HTTPS）加密；",
          "按最小权限原则，仅允许因工作需要的人员访问个人信息，并记录访问日志；相关人员均负有保密义务；",
          "身份证号码和营业执照图片仅供认证审核人员访问；营业执照图片存放于不公开访问的私有存储中，仅通过有时效的授权链接查看；",
          "验证码在短时间内失效，登录和获取验证码均设有频率限制和图形验证码，以防范暴力破解；",
          "定期备份数据、及时更新安全补丁，并制定个人信息安全事件应急预案。",
        ],
        after: [
          "任何系统都无法做到绝对安全。如发生个人信息安全事件，我们将立即采取补救措施，按规定向主管部门报告，并通过短信、邮件或网站公告告知您事件的情况、可能造成的影响、我们已采取的措施以及您可以采取的减轻风险的措施。",
          "也请您协助保护账户安全：使用高强度且唯一的密码，妥善保管代理凭据，如怀疑被盗用请立即联系我们。",
        ],
      },
      {
        heading: "您的权利",
        paragraphs: ["根据《个人信息保护法》，您对您的个人信息享有以下权利："],
        items: [
          "**查阅、复制**：在用户中心查看您的账户、认证状态、订单和使用记录，或要求我们提供您个人信息的副本。",
          "**更正、补充**：在用户中心更新您的资料，或要求我们更正不准确的信息。更正已通过认证的实名或企业信息需要重新认证。",
          "**删除**：在处理目的已实现、无法实现或不再必要，您撤回同意，我们停止提供服务，或我们违法处理您的信息等情形下，要求我们删除您的信息。法律规定的保存期限未届满或删除在技术上难以实现的，我们将停止除存储和采取必要的安全保护措施之外的处理。",
          "**撤回同意**：撤回对基于同意进行的处理（如营销信息）的同意。撤回不影响撤回前已进行的处理；撤回对身份证信息处理的同意后，您将无法继续使用代理服务。",
          "**注销账户**：申请注销您的账户，详见第 9 条。",
          "**转移**：在符合国家网信部门规定条件的情况下，要求我们将您的个人信息转移至您指定的个人信息处理者。",
          "**解释说明**：要求我们对个人信息处理规则进行解释说明。",
          "**限制或拒绝处理**：除法律另有规定外，限制或拒绝我们对您个人信息的处理。",
        ],
        after: [
          "用户死亡的，其近亲属为了自身的合法、正当利益，可以对死者的相关个人信息行使查阅、复制、更正、删除等权利，但死者生前另有安排的除外。",
        ],
      },
      {
        heading: "如何行使权利及注销账户",
        paragraphs: [
          "大部分权利可在用户中心直接行使，其他请求请联系客服（见第 12 条）。为保障账户安全，我们会先核验您的身份，例如向您注册的手机号或邮箱发送验证码；涉及认证信息的请求可能需要您提供身份证明。",
          "我们将在收到经核验的请求后 15 个工作日内答复。对于合理的请求，我们原则上不收取费用；对于多次重复、明显超出合理限度的请求，我们可能收取合理的成本费用或予以拒绝，并说明理由。",
          "在下列情形下，我们可能无法响应您的请求，并会向您说明理由：与国家安全、国防安全、公共安全、公共卫生或重大公共利益直接相关；与刑事侦查、起诉、审判和判决执行等直接相关；有充分证据表明您存在主观恶意或滥用权利；响应请求将严重损害您或他人的合法权益；或涉及商业秘密。",
          "**注销账户**：请联系客服申请注销。注销前应不存在未支付的订单和未解决的争议。**注销后未使用的流量和未到期的静态 IP 将作废**，依《服务协议》可退款的部分除外。注销后我们将停止提供服务，并在 15 个工作日内删除您的个人信息或对其进行匿名化处理；法律要求保存的信息，我们仅在规定期限内保存。",
          "如您对我们的答复不满意，可以向履行个人信息保护职责的部门投诉，或向人民法院提起诉讼。",
        ],
      },
      {
        heading: "未成年人保护",
        paragraphs: [
          "我们的服务面向成年人。**您必须年满 18 周岁方可注册和使用本服务。**实名认证不接受未满 18 周岁人员的身份证件。",
          "我们不会在知情的情况下收集未成年人（尤其是不满 14 周岁的儿童）的个人信息。如发现收集了未成年人的信息，我们将及时删除。父母或其他监护人如认为其监护的未成年人向我们提供了个人信息，请联系客服。",
        ],
      },
      {
        heading: "本政策的变更",
        paragraphs: [
          "我们可能因服务、数据处理方式或法律的变化而更新本政策，页面顶部的日期即为最近更新日期。",
          "未经您明确同意，我们不会削减您依据本政策享有的权利。对于重大变更（如处理目的、个人信息种类、接收方或您行使权利的方式发生变化），我们将在变更生效前通过网站显著位置的公告、短信或邮件通知您，并在法律要求时重新取得您的同意。",
          "如需查阅本政策的历史版本，请联系客服。",
        ],
      },
      {
        heading: "联系我们",
        paragraphs: [
          "如您对本政策或我们处理您个人信息的方式有任何疑问、意见或投诉，或希望行使您的权利，请通过网站上的客服窗口（扫描二维码）或网站公布的其他联系方式联系客服。请在消息中注明“个人信息”，以便转交个人信息保护负责人处理。",
          "我们将在 15 个工作日内答复。",
        ],
      },
    ],
  },
  en: {
    title: "Privacy Policy",
    updated: "Last updated: 21 November 2026",
    intro:
      'The operator of this website, which provides its services under the name {site} ("{site}", "we", "us" or "our"), respects and protects your personal information. This Privacy Policy explains what personal information we collect when you use this website, the user centre and our proxy services, why we collect it, how long we keep it, with whom we share it, how we protect it and how you can exercise your rights under the Personal Information Protection Law of the People\'s Republic of China (the "PIPL") and other applicable laws. Sensitive personal information is identified as such below. Please read this policy carefully; by registering you confirm that you have read it and, where consent is required, agree to the processing it describes.',
    sections: [
      {
        heading: "Information we collect",
        paragraphs: ["We collect only the information needed for the purposes described in section 2:"],
        items: [
          "**Account information**: your mobile number or e-mail address, which is your login and receives verification codes and notices, and your password. We store only a one-way hash of your password, never the password itself.",
          "**Personal verification data**: your real name, your resident identity card number (**the ID card number is sensitive personal information**) and the result of the verification, including the reason if it fails.",
          "**Enterprise verification data**: company name, unified social credit code, contact phone, bank name and branch, bank account, registered address, registered phone, and the business licence image you upload, which may show the name of the legal representative.",
          "**Order and payment records**: the products bought, quantities, amounts, handling fees, payment method, payment status and time, and the transaction number returned by Alipay or WeChat Pay. You pay on the payment provider's own pages: **we do not receive or store your bank card numbers, bank account credentials or payment passwords**; they stay with the payment provider.",
          "**Service and usage records**: the static IPs allocated to you and their expiry times, your proxy sub-accounts and their traffic limits, your IP allowlist, and hourly records of the traffic each sub-account used (deduction records).",
          "**Proxy connection logs**: for each proxy connection, the time, the source IP address, the sub-account or allowlist entry used, the exit IP, the destination host and port, and the amount of data transferred. **We do not record the content of your traffic**, such as page contents or form data; HTTPS traffic stays encrypted between you and the destination.",
          "**Website and security logs**: the IP addresses you use to visit the website and log in, login times and results, device and browser type, pages requested and error logs, used to keep your account and our systems secure.",
          "**Communications**: your messages when you contact customer service, make a complaint or request a refund, and our replies. Customer service is provided through a third-party messaging app, whose own privacy policy applies to its handling of your messages.",
          "**Cookies**: see section 3.",
        ],
        after: [
          "We do not collect biometric information such as face images or fingerprints.",
          "If you do not provide information that a function requires, such as verification data, you can still browse the website and buy plans, but you cannot use that function.",
        ],
      },
      {
        heading: "How we use your information, and legal bases",
        paragraphs: [
          "We process personal information only for clear and reasonable purposes, on the legal bases set out in Article 13 of the PIPL:",
        ],
        items: [
          "**Creating and managing your account, processing orders and payments, delivering traffic and IPs, and providing customer support**: necessary to conclude and perform the contract to which you are a party.",
          "**Real-name verification**: necessary to comply with the legal obligations of the Cybersecurity Law and related regulations. For your ID card number, which is sensitive personal information, we also ask for your separate consent when you submit it. Without verification you cannot use proxies.",
          "**Keeping network logs and order and payment records**: necessary to comply with legal obligations, including the Cybersecurity Law's rules on keeping network logs and accounting and tax rules.",
          "**Security, fraud prevention and enforcement of our Terms of Service**, such as detecting unusual logins, abuse of the proxy network and payment fraud: necessary to perform our contract and comply with legal obligations and, in an emergency, to protect the life, health and property of individuals.",
          "**Service notices**, such as verification codes, payment confirmations, expiry reminders and notices of changes to our terms: necessary to perform our contract.",
          "**Marketing messages**: sent only with your consent, which you can withdraw at any time by following the instructions in the message or by contacting customer service.",
        ],
        after: [
          "If we wish to use your information for a purpose not described here, we will inform you first and, where the law requires, ask for your consent again.",
        ],
      },
      {
        heading: "Cookies and similar technologies",
        paragraphs: [
          "We mainly use cookies that the website needs to work. We do not use advertising cookies and do not sell data to advertisers.",
        ],
        items: [
          "**locale**: remembers the language you chose (Chinese or English). Kept for 365 days.",
          "**token**: your login session token, set when you log in so that the website recognises you as logged in. It expires after 30 days at most and is deleted when you log out.",
          "**Browser storage**: when you are logged in, the user centre keeps your login state and basic account information in your browser's local storage so that pages load faster. It is cleared when you log out.",
          "**Web analytics**: where this website uses a web analytics service to understand how pages are used, the service receives the pages you visit, browser information and an approximate location derived from your IP address, and may set its own cookies. We use analytics data only in aggregate and never to identify you.",
        ],
        after: [
          "You can block or delete cookies in your browser settings, but if you block the session cookie you will not be able to log in properly.",
        ],
      },
      {
        heading: "How long we keep information",
        paragraphs: [
          "We keep personal information only for as long as the purposes in this policy require or the law prescribes. When that period ends, we delete or anonymise it:",
        ],
        items: [
          "**Account information**: while your account exists. After cancellation it is deleted or anonymised within 15 working days, unless the law requires us to keep it longer.",
          "**Personal and enterprise verification data, including licence images**: while your account exists and, after cancellation, for the period required by laws and regulations; it is then deleted.",
          "**Order and payment records**: at least three years after the transaction is completed, or longer where accounting or tax rules require.",
          "**Hourly usage (deduction) records**: 24 months, so that you can check your consumption and we can resolve billing questions.",
          "**Proxy connection logs and website and security logs**: 180 days, after which they are deleted automatically.",
          "**Customer-service communications**: 2 years after the enquiry is closed.",
          "**Cookies**: for the periods stated in section 3.",
        ],
        after: [
          "Where information is needed for an ongoing investigation, dispute or legal proceeding, or an authority requires us to keep it, we keep it until the matter is resolved.",
        ],
      },
      {
        heading: "Sharing, entrusted processing and disclosure",
        paragraphs: [
          "**We do not sell your personal information** and do not share it for advertising. We share it only in the following cases, and only as far as necessary:",
        ],
        items: [
          "**Payment providers**: Alipay (Alipay (China) Network Technology Co., Ltd.) and WeChat Pay (Tenpay Payment Technology Co., Ltd.) receive the order number, amount and product description to process your payment, and return the payment result to us. They process your payment information as independent personal information processors under their own privacy policies.",
          "**SMS and e-mail providers**: receive your mobile number or e-mail address and the content of the message, such as a verification code, to deliver it.",
          "**Identity-verification provider**: receives your name and ID card number to check them against an authoritative source and returns the result. It may not keep or use them for any other purpose.",
          "**Cloud hosting and storage providers**: host our servers, databases and the private storage that holds business licence images.",
          "**Authorities**: we provide information to public security, national security, cyberspace, judicial and other competent authorities where the law or a lawful request requires it, or where necessary in an emergency to protect the life, health or property of you or others.",
          "**Business transfers**: if the operator of this website merges, splits, is dissolved or transfers its business, we will tell you the name and contact details of the recipient. The recipient must continue to meet the obligations of this policy and must ask for your consent again if it changes the purposes or methods of processing.",
        ],
        after: [
          "When we entrust a provider with processing on our behalf, we agree with it the purpose, period and method of processing, the types of personal information and the protection measures, and we supervise its processing. Apart from the cases above, we do not publicly disclose your personal information without your separate consent unless the law requires it.",
        ],
      },
      {
        heading: "Cross-border aspects",
        paragraphs: [
          "Your account, verification, order and payment information is stored on servers located in the People's Republic of China.",
          "The proxy network consists of servers and exit IPs outside mainland China. When you use a proxy, your traffic is sent, at your direction, to destinations in other countries and regions, and the proxy connection logs described in section 1 are generated on those servers and then sent to us. Data you send to destination websites through the proxies is subject to those websites' own policies.",
          "Apart from this, we do not provide your personal information to recipients outside the People's Republic of China. Should that become necessary, we will do so only after meeting the conditions of Chapter III of the PIPL (such as a security assessment, a standard contract or certification), informing you of the foreign recipient's name and contact details, the purposes and methods of processing and how to exercise your rights with it, and obtaining your separate consent.",
          "If you visit this website from outside the People's Republic of China, your information is transferred to and processed in China.",
        ],
      },
      {
        heading: "Security measures",
        paragraphs: [
          "We use technical and organisational measures appropriate to the risks to protect your information against unauthorised access, disclosure, alteration and loss:",
        ],
        items: [
          "passwords are stored only as salted Argon2id hashes, which cannot be turned back into the password;",
          "all connections to the website and the API are encrypted with TLS (HTTPS);",
          "access to personal information is limited, on a least-privilege basis, to staff who need it for their work, and is logged; these staff are bound by confidentiality obligations;",
          "ID card numbers and business licence images are accessible only to verification staff; licence images are kept in private storage that is not publicly accessible and are viewed only through short-lived authorised links;",
          "verification codes expire after a short time, and logins and code requests are rate-limited and protected by CAPTCHA against brute-force attacks;",
          "regular backups, timely security updates and an incident response plan for personal information security incidents.",
        ],
        after: [
          "No system is perfectly secure. If a personal information security incident occurs, we will take remedial measures immediately, report it to the authorities as required, and inform you by SMS, e-mail or a notice on the website of what happened, its possible impact, the measures we have taken and what you can do to reduce the risks.",
          "Please help protect your account: use a strong, unique password, keep your proxy credentials secret and contact us immediately if you suspect misuse.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: ["Under the PIPL you have the following rights over your personal information:"],
        items: [
          "**Access and copy**: see your account, verification status, orders and usage records in the user centre, or ask us for a copy of your personal information.",
          "**Correction and completion**: update your details in the user centre, or ask us to correct inaccurate information. Correcting verified personal or enterprise details requires verification again.",
          "**Deletion**: ask us to delete your information where the purpose has been achieved, cannot be achieved or no longer requires it, where you withdraw consent, where we stop providing the service, or where we process it unlawfully. Where a retention period required by law has not ended or deletion is technically impracticable, we stop all processing other than storage and necessary security measures.",
          "**Withdrawing consent**: withdraw your consent to processing based on consent, such as marketing. Withdrawal does not affect processing carried out before it; if you withdraw consent to the processing of your ID data, you can no longer use the proxies.",
          "**Account cancellation**: ask us to cancel your account; see section 9.",
          "**Portability**: ask us to transfer your personal information to another processor you designate, where the conditions set by the Cyberspace Administration of China are met.",
          "**Explanation**: ask us to explain our rules for processing personal information.",
          "**Restriction and objection**: restrict or refuse our processing of your personal information, unless the law provides otherwise.",
        ],
        after: [
          "If a user dies, their close relatives may, for their own lawful and legitimate interests, exercise the rights of access, copying, correction and deletion over the deceased's relevant personal information, unless the user arranged otherwise during their lifetime.",
        ],
      },
      {
        heading: "Exercising your rights and cancelling your account",
        paragraphs: [
          "You can exercise most rights directly in the user centre; for other requests, contact customer service (see section 12). To protect your account, we first verify your identity, for example with a code sent to your registered mobile number or e-mail address, and may ask for proof of identity for requests concerning verification data.",
          "We respond within 15 working days of receiving a verified request. Reasonable requests are free of charge; for repeated requests or requests that clearly go beyond what is reasonable, we may charge a reasonable cost-based fee or refuse, and will explain why.",
          "We may be unable to act on a request, and will tell you why, where it is directly related to national security, national defence, public safety, public health or major public interests; where it is directly related to criminal investigation, prosecution, trial or the enforcement of judgments; where there is sufficient evidence of bad faith or abuse of rights; where acting on it would seriously harm the lawful rights of you or others; or where it would involve trade secrets.",
          "**Account cancellation**: contact customer service to cancel your account. There must be no unpaid orders or unresolved disputes. **On cancellation, unused traffic and unexpired static IPs are forfeited**, except amounts refundable under our Terms of Service. After cancellation we stop providing the services and delete or anonymise your personal information within 15 working days; information the law requires us to keep is kept only for the required period.",
          "If you are not satisfied with our response, you may complain to the authorities responsible for personal information protection or bring a claim before a people's court.",
        ],
      },
      {
        heading: "Minors",
        paragraphs: [
          "Our services are intended for adults. **You must be at least 18 years old to register or use them.** Real-name verification does not accept identity documents of people under 18.",
          "We do not knowingly collect personal information of minors, in particular of children under 14. If we learn that we have collected a minor's information, we delete it promptly. A parent or guardian who believes that a minor in their care has given us personal information should contact customer service.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this policy when our services, our data practices or the law change. The date at the top of this page shows when it was last updated.",
          "We will not reduce your rights under this policy without your explicit consent. For material changes, such as changes to the purposes of processing, the types of personal information, the recipients or how you exercise your rights, we will notify you before the change takes effect through a prominent notice on the website, by SMS or by e-mail, and ask for your consent again where the law requires.",
          "Previous versions of this policy are available from customer service on request.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: [
          'If you have questions, comments or complaints about this policy or how we handle your personal information, or wish to exercise your rights, contact customer service through the customer-service dialog on the website (scan its QR code) or through the other contact details published on the website. Please mark your message "Personal information" so that it is passed to the person responsible for personal information protection.',
          "We will reply within 15 working days.",
        ],
      },
    ],
  },
};
