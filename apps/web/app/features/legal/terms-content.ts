import type { LocalizedLegalDocument } from "./types.ts";

/** The Terms of Service (服务协议) accepted at registration. */
export const termsContent: LocalizedLegalDocument = {
  "zh-CN": {
    title: "服务协议",
    updated: "最近更新：2026 年 11 月 21 日",
    intro:
      "本服务协议（以下简称“本协议”）是您与本网站运营者（以“{site}”名义提供服务，以下称“{site}”或“我们”）之间就访问本网站、使用用户中心及我们提供的各项代理服务所订立的协议。请您在注册或使用服务前仔细阅读本协议，特别是以**粗体**标示的免除或限制我们责任、限制服务使用方式以及争议解决的条款。如您不同意本协议，请勿注册或使用本服务。",
    sections: [
      {
        heading: "协议的接受",
        paragraphs: [
          "您在注册时勾选确认已阅读本协议和《隐私政策》，或购买、使用我们的任何服务，即表示您已阅读、理解并接受本协议的全部内容。我们的《隐私政策》、下单时网站展示的产品说明与价格，以及我们在网站上就特定产品发布的规则，均构成本协议的组成部分。",
          "您应年满 18 周岁并具有完全民事行为能力。如您代表公司或其他组织注册，您确认已获得该组织的授权，本协议中的“您”即指该组织。",
          "如本协议与下单时展示的特定产品规则不一致，就该订单而言以特定产品规则为准。",
        ],
      },
      {
        heading: "服务内容",
        paragraphs: ["{site}提供用于访问中国大陆以外网络的代理网络服务，目前的产品线包括："],
        items: [
          "**动态住宅代理**：来自真实家庭宽带的出口 IP，支持按国家、州/省和城市定位（以用户中心列出的可用地区为准），支持轮换与粘性会话，同时支持 HTTP(S) 与 SOCKS5 协议；以流量套餐形式销售，按实际使用的流量（GB）计费。",
          "**静态住宅代理**：由当地运营商分配的固定住宅 IP，在您购买的时长内由您独享。",
          "**静态原生 IP**：在所在国家原生注册的独享固定 IP。",
          "**国内静态 ISP IP**：位于中国大陆的长期固定运营商 IP（国内静态 IP 套餐）。",
          "**独享数据中心 IP**：托管于数据中心、在购买时长内由您独享的固定 IP。",
        ],
        after: [
          "静态住宅代理、静态原生 IP、国内静态 ISP IP 与独享数据中心 IP（以下合称“静态 IP”）按 IP 数量及下单时选择的时长（天）计费。可选地区、库存、时长与价格以下单时网站展示的为准，并可能随时间调整。",
          "我们可能新增、调整或下线产品与功能。如您已付费且尚未到期的产品被下线，我们将提前合理通知，并为您提供同等价值的替代产品或退还未使用部分的费用。",
        ],
      },
      {
        heading: "账户注册与安全",
        paragraphs: ["购买和使用服务需要注册账户。您可以使用手机号或邮箱及密码注册。"],
        items: [
          "每个自然人或单位仅可注册一个账户，另有书面约定的除外。账户不得出售、出借、转让或与第三方共用。",
          "您提供的信息应真实、准确、完整并保持更新。不得冒用他人身份，或使用您无权使用的手机号、邮箱注册。",
          "您应妥善保管账户密码、代理凭据（子账户用户名和密码）及验证码。请设置高强度且未在其他网站使用过的密码，不要向任何人透露，包括自称我们工作人员的人——我们绝不会向您索要密码。",
          "**通过您的账户或代理凭据进行的一切操作均视为您本人的行为**，但您能证明系因我们的过错所致的除外。如发现账户或凭据被他人使用，请立即修改密码、重置相关凭据并联系客服。",
          "如检测到异地登录、多次登录失败等异常情况，我们可能要求您重新验证身份或暂时限制登录。",
        ],
      },
      {
        heading: "实名认证",
        paragraphs: [
          "根据《中华人民共和国网络安全法》及相关规定，网络接入服务提供者应当要求用户提供真实身份信息。**因此，您必须完成实名认证后方可使用任何代理服务。**认证前您可以注册、浏览和购买套餐，已购买的流量和 IP 会保留在您的账户中，待认证通过后即可使用。认证方式如下：",
        ],
        items: [
          "**个人认证**：提交您的真实姓名和中华人民共和国居民身份证号码，由身份核验服务商向权威数据源核验，结果通常即时返回。",
          "**企业认证**：提交企业名称、统一社会信用代码、联系电话、开户银行（支行）、银行账号、注册地址、注册电话及营业执照图片。企业认证需人工审核，通常在 1–2 个工作日内完成。",
        ],
        after: [
          "您提交的信息应为您本人或您所在单位的真实信息，并已获得提交授权。认证未通过时，用户中心会显示原因，您可以修改后重新提交。如发现信息虚假、冒用或已失效，或法律法规、主管部门有要求，我们可以拒绝或撤销认证并暂停代理服务。通过认证的个人或单位即为账户的持有人。",
          "如您在认证前已购买套餐但认证未能通过，可依第 9 条申请退款。",
        ],
      },
      {
        heading: "使用规范",
        paragraphs: [
          "您应当依法、诚信地使用本服务。**无论由您本人、您的子账户使用者还是任何使用您凭据的人实施，以下行为均被严格禁止：**",
        ],
        items: [
          "违反中华人民共和国法律法规、出口 IP 或访问目标所在国家或地区的法律，或适用的国际规则的任何行为；",
          "危害国家安全、荣誉和利益，煽动颠覆国家政权、分裂国家，宣扬恐怖主义、极端主义、民族仇恨和民族歧视，传播暴力、淫秽色情信息，编造、传播虚假信息扰乱经济秩序和社会秩序；",
          "诈骗、网络钓鱼、冒充他人、洗钱、刷单炒信、虚假评价、点击欺诈和广告欺诈；",
          "通过邮件、短信、社交媒体等任何渠道发送垃圾信息或未经请求的群发信息；",
          "任何形式的网络攻击，包括 DDoS 攻击、未经授权扫描或探测系统、利用漏洞、传播恶意程序和操控僵尸网络；",
          "撞库、暴力破解密码、盗取账户，以及其他未经授权访问账户、系统或数据的行为；",
          "访问、下载或传播违法内容（包括任何涉及未成年人的色情内容），或盗版软件、影视、音乐等侵权内容；",
          "侵犯他人的知识产权、商业秘密、名誉、隐私或个人信息，包括非法收集个人信息；",
          "利用本服务规避法律、执法或制裁，或隐匿违法活动的来源；",
          "**从中国大陆连接本服务，或利用本服务在中国大陆境内访问境外网络。**本服务仅供中国大陆以外的网络环境使用，来自中国大陆 IP 的连接将被拦截，您不得通过中转、隧道或其他任何方式规避该限制；",
          "干扰本服务或我们的网络，绕过流量计量、访问限制或认证机制，或未经许可转售本服务（见第 10 条）。",
        ],
        after: [
          "您应自行确保对目标网站的使用符合该网站的规则及法律规定，例如在采集公开数据时。",
          "**如我们发现或合理怀疑存在违反本条的行为，或收到投诉、主管部门的要求，我们有权不经事先通知立即停止相关活动，暂停或收回相关 IP、子账户或账户，保存有关记录并向主管部门报告。**由此给我们或第三方造成的损失由您承担，因此被暂停或终止的服务费用不予退还。",
        ],
      },
      {
        heading: "计费规则",
        paragraphs: [
          "**动态住宅流量**按通过代理传输的数据量计费，上行与下行均计入，以 GB 为单位（1 GB = 1,024 MB）。流量随使用从账户的剩余流量中扣除，用户中心展示剩余流量与每小时扣费记录；用户中心的统计数据采用 UTC+0 时区。",
          "已购买的流量在用完之前一直保留在您的账户中；如下单时产品页面注明了有效期，则未使用的流量在有效期届满时失效。随购买或活动赠送的流量不具有现金价值，不可转让，不予退款。剩余流量用尽后动态代理将停止服务，充值后即可恢复。您可以为子账户设置流量上限以控制用量。",
          "**静态 IP** 按 IP 数量及所选时长（天）计费。时长自 IP 分配给您时起算（而非首次使用时），无论是否使用均连续计算，到期时间显示在用户中心。除产品页面注明流量限额外，静态 IP 不按流量计费。",
          "您可以在静态 IP 到期前续费；未续费的 IP 到期后将被释放并可能分配给其他客户，我们无法保证您能再次获得同一 IP。",
        ],
      },
      {
        heading: "价格与支付",
        paragraphs: [
          "所有价格均以人民币（CNY）计价，以下单时网站展示的价格为准。价格调整不影响已支付的订单。",
          "您可以使用支付宝或微信支付付款。支付前，订单页面会展示订单明细、手续费（如有）及总价，您实际支付的金额即为该页面展示的总价。",
          "支付由支付宝和微信支付依其各自规则处理。我们不会接收或存储您的银行卡号、银行账户凭据或支付密码。",
          "我们收到支付机构的付款确认后订单即告成立，流量随即计入您的账户，静态 IP 随即完成分配，通常在几分钟内完成。未在订单页面所示期限内支付的订单将自动关闭。如已扣款但订单仍显示未支付，请提供订单号联系客服，我们将与支付机构核实后为您完成订单或退回款项。",
          "如需为已支付的订单开具发票，请联系客服。",
        ],
      },
      {
        heading: "服务可用性与无效 IP",
        paragraphs: [
          "我们以代理网络 99.98% 的可用率为服务目标，按自然月对全网统计。该目标并非保证每个 IP 在任何时候均可用，也不保证可以通过本服务访问任何特定网站或应用：目标网站可能屏蔽、限速或要求验证代理流量，网络连通性也取决于我们无法控制的网络。",
          "**无效 IP 不计费。**对于动态代理，因我们的代理无法建立连接而失败的请求不消耗流量；实际传输的数据（包括目标网站返回的错误页或拦截页）照常计费。",
          "对于静态 IP，如因我们的原因导致 IP 不可用，请联系客服报告。我们将尽可能在收到报告后 24 小时内恢复该 IP，或更换为相同类型和地区的 IP，并按不可用的时间顺延其时长；如无法恢复或更换，我们将按剩余时长比例退还费用。",
          "我们会尽量将计划内维护安排在低峰时段并提前公告；为保护网络安全而进行的紧急维护可能不另行通知。",
        ],
      },
      {
        heading: "退款",
        paragraphs: [
          "代理服务属于即时交付的数字化服务，因此仅在以下情形下退款。退款将原路退回至原支付账户，通常在审核通过后 7 个工作日内处理，到账时间以支付机构为准。",
        ],
        items: [
          "**动态住宅流量**：自付款之日起 7 日内，流量套餐已使用量不超过 10% 的，可申请退款，退款金额为该套餐实付金额扣除已用流量费用（按该套餐的每 GB 单价计算）。超过 7 日或已使用超过 10% 的套餐不予退款。余额来自多个套餐的，视为优先使用最早购买的套餐。",
          "**静态 IP**：IP 一经分配且连接信息已交付至您的用户中心，即为您独家保留，订单不予退款。如我们无法为已付款的订单分配 IP（例如库存不足），将全额退还该 IP 的费用，或按您的选择为您提供其他地区的同类型 IP。分配后出现的不可用情况按第 8 条处理。",
          "**认证未通过**：您在认证前购买了套餐，且提交的是真实信息但认证未能通过的，可申请全额退还尚未能使用的流量或静态 IP 的费用。",
          "**重复扣款或订单无法完成**：重复支付的款项以及无法完成的订单款项将全额退还。",
          "**产品下线**：按第 2 条处理。",
        ],
        after: [
          "支付手续费不予退还，但因我们的原因（交付失败、重复扣款、产品下线）导致的退款除外。赠送流量、折扣及活动赠额不予退款，相关订单退款时一并收回。因违反本协议被暂停或终止的服务不予退款。",
          "申请退款请联系客服并提供订单号和退款原因。本条不影响您依法享有的消费者权益。",
        ],
      },
      {
        heading: "子账户与转售",
        paragraphs: [
          "您可以在用户中心创建代理子账户，分别设置用户名、密码和流量上限，并管理 IP 白名单（白名单内的地址无需密码即可使用您的代理）。子账户和白名单地址均使用您账户的余额和 IP。",
          "**通过您的子账户和白名单 IP 地址进行的一切操作均由您负责**，您应确保您允许使用的每个人都遵守本协议。请仅将您控制的 IP 地址加入白名单，并在不再使用时及时移除。",
          "子账户可供您本人及您的员工为您自己的业务使用。未经我们事先书面同意，您不得将本服务转售、出租、再许可或以其他方式作为您自己的产品提供给第三方。经我们同意转售的（例如作为代理商或合作站点），除本协议外还适用双方另行签订的协议；您应核验您客户的真实身份，要求其遵守不低于本协议的约束，并及时将收到的投诉或主管部门的要求转交我们。",
        ],
      },
      {
        heading: "服务的中止与终止",
        paragraphs: ["出现下列情形之一的，我们可以暂停或限制您账户的全部或部分服务，并在合理情况下事先通知您："],
        items: [
          "您违反本协议（尤其是第 5 条），或我们有合理理由怀疑您违反；",
          "您的实名认证信息被证实虚假或认证被撤销；",
          "主管部门要求，或存在法律、监管方面的原因；",
          "您的账户或凭据疑似被盗用，或您的使用行为危及我们网络或其他客户的安全与稳定；",
          "付款被撤销、存在争议或被认定为欺诈。",
        ],
        after: [
          "相关原因消除后，我们将恢复服务。违约情节严重、屡次违约或法律有要求的，我们可以终止您的账户。",
          "您可以随时停止使用本服务，并通过客服申请注销账户。注销前请先处理未完成的订单；**注销后未使用的流量和静态 IP 的剩余时长将作废**，但依第 9 条可退款的部分，我们将根据您的申请予以退还。账户注销后不可恢复，个人信息的处理方式详见《隐私政策》。",
          "依其性质在协议终止后仍应有效的条款（如责任、知识产权和争议解决条款）在终止后继续有效。",
        ],
      },
      {
        heading: "知识产权",
        paragraphs: [
          "本网站、用户中心、我们的软件与 API、文档、帮助中心与博客内容，以及{site}的名称和标识，均归本网站运营者或其许可方所有，受法律保护。本协议仅授予您为使用本服务所需的有限、非独占、不可转让的使用权。",
          "除法律允许的情形外，未经我们书面许可，您不得复制、修改、传播、反向工程上述内容或据此创作衍生作品，也不得使用我们的商标。",
          "您对自己的数据保留全部权利，仅授予我们为向您提供服务所必需的权利。",
          "如您认为通过本服务访问的内容或实施的行为侵犯了您的权利，请联系客服并提供权属证明和侵权情况说明，我们将依法对有效通知采取措施。",
        ],
      },
      {
        heading: "免责声明与责任限制",
        paragraphs: [
          "**本服务按现状和现有可用状态提供。在法律允许的范围内，我们不保证服务不中断、无错误或适合特定用途，也不保证能够访问任何目标网站、平台或账户，或相关账户不会被限制。**",
          "**对于下列情形，我们不承担责任：**",
        ],
        items: [
          "目标网站的内容或第三方的行为，包括目标网站对您的账户进行封禁或限制；",
          "因您违反本协议，或因非我们的原因导致您的密码或凭据泄露而造成的损失；",
          "因不可抗力导致的服务中断，如自然灾害、战争、政府行为、电信或电力故障，以及我们无法合理防范的网络攻击；",
          "因我们合理控制范围以外的第三方网络、支付机构或上游运营商的故障导致的服务中断；",
          "间接损失或衍生损失，如利润、业务、数据或商誉的损失。",
        ],
        after: [
          "**在法律允许的范围内，我们因本服务对您承担的全部责任，以事件发生前 12 个月内您为引发索赔的特定服务实际支付的金额为限。**",
          "本协议中的任何内容均不排除或限制依据《中华人民共和国民法典》或其他强制性法律规定不得排除的责任，包括造成对方人身损害的责任，以及因故意或者重大过失造成对方财产损失的责任。",
        ],
      },
      {
        heading: "协议的变更",
        paragraphs: [
          "我们可能因服务、法律或业务的变化而更新本协议，页面顶部的日期即为最近更新日期。",
          "对于重大变更（如已付费服务的价格、退款规则或您的义务的变更），我们将在生效前至少 7 日在网站公告，并视情况通过短信或邮件通知您。因法律要求或安全原因进行的变更可能更早生效。",
          "如您不同意变更内容，请在变更生效前停止使用本服务；您可以依第 11 条注销账户，依第 9 条可退款的未使用部分将予以退还。变更生效后您继续使用本服务的，视为您接受变更后的协议。",
        ],
      },
      {
        heading: "适用法律与争议解决",
        paragraphs: [
          "本协议适用中华人民共和国法律（就本协议而言，不包括香港特别行政区、澳门特别行政区和台湾地区的法律）。",
          "发生争议时，请先联系客服，我们将尽力友好协商解决。自争议提出之日起 30 日内协商不成的，任何一方均可向本网站运营者住所地有管辖权的人民法院提起诉讼。",
          "本协议任何条款被认定为无效或不可执行的，不影响其余条款的效力。我们未行使本协议的某项权利，不构成对该权利的放弃。",
          "本协议以中文和英文发布，两种版本如有不一致，以中文版本为准。",
        ],
      },
      {
        heading: "联系我们",
        paragraphs: [
          "如您对本协议、订单或退款有任何疑问，或需投诉、举报滥用行为，请联系客服：在网站上打开客服窗口并扫描二维码，或使用网站公布的其他联系方式。客服 7×24 小时在线。",
          "我们力争在 24 小时内回复咨询，投诉和滥用举报将优先处理。咨询订单相关事宜时，请提供您的账户（手机号或邮箱）及订单号，以便我们更快为您处理。",
        ],
      },
    ],
  },
  en: {
    title: "Terms of Service",
    updated: "Last updated: 21 November 2026",
    intro:
      'These Terms of Service (the "Terms") are an agreement between you and the operator of this website, which provides its services under the name {site} ("{site}", "we", "us" or "our"). They govern your access to this website and the user centre and your use of all proxy services we provide. Please read them carefully before you register or use the services, in particular the clauses shown in **bold**, which exclude or limit our liability, restrict how the services may be used or concern the resolution of disputes. If you do not agree with these Terms, do not register or use the services.',
    sections: [
      {
        heading: "Acceptance of these Terms",
        paragraphs: [
          "By ticking the box confirming that you have read these Terms and the Privacy Policy when you register, or by buying or using any of our services, you confirm that you have read, understood and accepted these Terms in full. Our Privacy Policy, the product descriptions and prices shown on the website when you place an order, and any rules we publish on the website for a specific product form part of these Terms.",
          'You must be at least 18 years old and have full civil capacity. If you register on behalf of a company or other organisation, you confirm that you are authorised to bind it, and "you" then means that organisation.',
          "Where these Terms and a product-specific rule shown when you place an order differ, the product-specific rule prevails for that order.",
        ],
      },
      {
        heading: "The services",
        paragraphs: [
          "{site} provides proxy network services for access to networks outside mainland China. Our current product lines are:",
        ],
        items: [
          "**Dynamic residential proxies**: exit IPs from real home broadband connections with targeting by country, state and city (the locations the user centre lists as available), rotating or sticky sessions, and both HTTP(S) and SOCKS5 protocols. They are sold as traffic packages and billed by the gigabyte actually used.",
          "**Static residential proxies**: fixed residential IPs assigned by local internet service providers, dedicated to you for the duration you buy.",
          "**Static native IPs**: dedicated fixed IPs natively registered in the country where they are located.",
          "**China static ISP IPs**: long-term fixed ISP IPs located in mainland China (China static IP packages).",
          "**Dedicated data-centre IPs**: fixed IPs hosted in data centres, dedicated to you for the duration you buy.",
        ],
        after: [
          'Static residential proxies, static native IPs, China static ISP IPs and dedicated data-centre IPs (together, "static IPs") are billed per IP for the duration in days you choose when ordering. The locations, stock, durations and prices on offer are those shown on the website when you place your order and may change over time.',
          "We may add, change or discontinue products and features. If we discontinue a product you have paid for and that has not yet expired, we will give you reasonable notice and offer you either a replacement of equal value or a refund of the unused part.",
        ],
      },
      {
        heading: "Account registration and security",
        paragraphs: [
          "You need an account to buy and use the services. You register with a mobile number or an e-mail address and a password.",
        ],
        items: [
          "Each person or entity may hold only one account, unless we have agreed otherwise in writing. Accounts may not be sold, lent, transferred or shared with third parties.",
          "The information you provide must be true, accurate and complete, and you must keep it up to date. You may not impersonate anyone or register with a mobile number or e-mail address you are not entitled to use.",
          "Keep your password, your proxy credentials (sub-account usernames and passwords) and verification codes confidential. Choose a strong password that you do not use anywhere else and never disclose it to anyone, including people who claim to be our staff: we will never ask you for your password.",
          "**Everything done through your account or your proxy credentials is deemed to be done by you**, unless you show that it resulted from our fault. If you notice that your account or credentials have been used by someone else, change your password, reset the affected credentials and contact customer service immediately.",
          "If we detect unusual activity, such as logins from unfamiliar locations or repeated failed attempts, we may ask you to verify your identity again or temporarily restrict logins.",
        ],
      },
      {
        heading: "Real-name verification",
        paragraphs: [
          "Under the Cybersecurity Law of the People's Republic of China and related regulations, providers of network access services must require their users to provide real identity information. **You must therefore complete real-name verification before you can use any proxy.** Before verification you can register, browse and buy plans; traffic and IPs you buy stay in your account and become usable once verification succeeds. You can verify as:",
        ],
        items: [
          "**A person**: submit your real name and the number of your PRC resident identity card. They are checked against an authoritative source through an identity-verification provider, and the result is normally available immediately.",
          "**An enterprise**: submit the company name, unified social credit code, contact phone, bank name and branch, bank account, registered address, registered phone and an image of the business licence. Enterprise applications are reviewed manually, normally within 1–2 working days.",
        ],
        after: [
          "The information must be your own or your organisation's, and you must be authorised to submit it. If verification fails, the user centre shows the reason and you can correct your details and submit them again. We may refuse or revoke a verification and suspend proxy access if information turns out to be false, borrowed or no longer valid, or if laws, regulations or the competent authorities require it. The verified person or entity is the holder of the account.",
          "If you bought a plan before verification and verification does not succeed, you may request a refund under section 9.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "You must use the services lawfully and in good faith. **The following are strictly forbidden, whether done by you, by users of your sub-accounts or by anyone using your credentials:**",
        ],
        items: [
          "any activity that breaks the laws of the People's Republic of China, the laws of the country or region where the exit IP or the destination is located, or applicable international rules;",
          "endangering national security, honour or interests, inciting subversion or separatism, promoting terrorism, extremism, ethnic hatred or discrimination, spreading violent, obscene or pornographic material, or fabricating or spreading false information to disrupt economic or social order;",
          "fraud, phishing, impersonation, money laundering, fake orders or reviews, click fraud and advertising fraud;",
          "sending spam or unsolicited bulk messages by e-mail, SMS, social media or any other channel;",
          "network attacks of any kind, including DDoS attacks, scanning or probing systems without authorisation, exploiting vulnerabilities, spreading malware and operating botnets;",
          "credential stuffing, brute-forcing passwords, taking over accounts, and any other unauthorised access to accounts, systems or data;",
          "accessing, downloading or distributing illegal content, including any sexual content involving minors, or infringing content such as pirated software, films or music;",
          "infringing the intellectual property, trade secrets, reputation, privacy or personal information of others, including collecting personal information unlawfully;",
          "using the services to evade the law, law enforcement or sanctions, or to hide the origin of unlawful activity;",
          "**connecting to the services from mainland China, or using them to access networks outside China from within mainland China.** The services are provided only for use in network environments outside mainland China; connections from Chinese mainland IP addresses are blocked, and you must not circumvent this restriction through relays, tunnels or any other means;",
          "interfering with the services or our network, bypassing traffic metering, access limits or verification, or reselling the services without permission (see section 10).",
        ],
        after: [
          "You are responsible for making sure that your use of each destination website complies with that website's rules and with the law, for example when collecting publicly available data.",
          "**If we discover or reasonably suspect a breach of this section, or receive a complaint or a request from a competent authority, we may, without prior notice, stop the activity, suspend or withdraw the IPs, sub-accounts or account concerned, keep the relevant records and report to the authorities.** You are liable for any losses that we or third parties suffer as a result, and fees for services suspended or terminated for this reason are not refunded.",
        ],
      },
      {
        heading: "Billing: traffic and durations",
        paragraphs: [
          "**Dynamic residential traffic** is billed by the amount of data transferred through the proxy, upload and download combined, in gigabytes (1 GB = 1,024 MB). Traffic is deducted from your balance as you use it; the user centre shows your remaining traffic and hourly deduction records. Statistics in the user centre use UTC+0.",
          "Purchased traffic stays in your account until it is used, unless the product page stated a validity period when you bought it, in which case unused traffic expires at the end of that period. Traffic given away with a purchase or in a promotion has no cash value, cannot be transferred and is not refundable. When your traffic runs out, dynamic proxies stop working until you recharge. You can set traffic limits on sub-accounts to control usage.",
          "**Static IPs** are billed per IP for the duration in days you choose. The duration starts when the IP is allocated to you, not when you first use it, and runs continuously whether or not you use the IP; the expiry time is shown in the user centre. Static IPs are not billed by traffic unless the product page states a traffic allowance.",
          "You can renew a static IP before it expires. An IP that is not renewed is released at expiry and may be allocated to another customer, so we cannot guarantee that you will get the same IP back.",
        ],
      },
      {
        heading: "Prices and payment",
        paragraphs: [
          "All prices are in Chinese yuan (CNY) and are those shown on the website when you place your order. Price changes do not affect orders that have already been paid.",
          "You can pay with Alipay or WeChat Pay. Before you pay, the order page shows the order detail, any handling fee and the total; the amount you pay is the total shown there.",
          "Payments are processed by Alipay and WeChat Pay under their own rules. We do not receive or store your bank card numbers, bank account credentials or payment passwords.",
          "An order is confirmed when we receive confirmation of payment from the payment provider; traffic is then added to your account and static IPs are allocated, normally within a few minutes. Orders not paid within the time shown on the order page are closed automatically. If you have been charged but your order still shows as unpaid, contact customer service with the order number: we will check with the payment provider and either complete the order or return the payment.",
          "If you need an invoice (fapiao) for a paid order, contact customer service.",
        ],
      },
      {
        heading: "Availability and invalid IPs",
        paragraphs: [
          "We aim for 99.98% availability of our proxy network, measured across the whole network per calendar month. This is a service target. It is not a guarantee that every IP will be available at all times, nor that any particular website or application can be reached through the services: destination websites may block, rate-limit or challenge proxy traffic, and connectivity also depends on networks we do not control.",
          "**We do not charge for invalid IPs.** For dynamic proxies, requests that fail because our proxy could not establish a connection do not consume traffic. Data actually transferred, including error or block pages returned by a destination website, is billed as normal.",
          "For static IPs, if an IP becomes unavailable for reasons attributable to us, report it to customer service. We will restore it, or replace it with an IP of the same type and location, where possible within 24 hours of your report, and extend its duration by the time it was unavailable. If we can neither restore nor replace it, we will refund the remaining duration pro rata.",
          "We try to schedule planned maintenance at quiet times and announce it in advance. Emergency maintenance to protect the network may take place without notice.",
        ],
      },
      {
        heading: "Refunds",
        paragraphs: [
          "Proxy services are digital services delivered immediately, so refunds are given only in the cases below. Refunds are paid back to the original payment account, normally within 7 working days after we approve the request; when the money arrives depends on the payment provider.",
        ],
        items: [
          "**Dynamic residential traffic**: within 7 days of payment, you may request a refund of a traffic package of which no more than 10% has been used. We refund the amount paid for the package less the traffic used, charged at the package's price per GB. Packages paid more than 7 days ago, or of which more than 10% has been used, are not refundable. Where your balance comes from several packages, the oldest package is treated as used first.",
          "**Static IPs**: once an IP has been allocated and its connection details delivered to your user centre, it is reserved exclusively for you and the order cannot be refunded. If we cannot allocate an IP you have paid for, for example because stock has run out, we refund that IP in full or, if you prefer, provide an IP of the same type in another location. Unavailability after allocation is handled under section 8.",
          "**Unsuccessful verification**: if you bought a plan before verification and verification did not succeed although the information you submitted was genuine, you may request a full refund of the traffic or static IPs you have not been able to use.",
          "**Duplicate charges and orders that cannot be completed**: duplicate payments and payments for orders that cannot be completed are refunded in full.",
          "**Discontinued products**: handled as stated in section 2.",
        ],
        after: [
          "Payment handling fees are not refunded, except where the refund is due to our fault (failed delivery, a duplicate charge or a discontinued product). Gift traffic, discounts and promotional credit are not refundable and are withdrawn if the order that earned them is refunded. No refund is given for services suspended or terminated because of a breach of these Terms.",
          "To request a refund, contact customer service with your order number and the reason. This section does not affect your statutory rights as a consumer.",
        ],
      },
      {
        heading: "Sub-accounts and resale",
        paragraphs: [
          "In the user centre you can create proxy sub-accounts, each with its own username, password and traffic limit, and manage an IP allowlist of addresses that may use your proxies without a password. Sub-accounts and allowlisted addresses draw on your account's balance and IPs.",
          "**You are responsible for everything done through your sub-accounts and allowlisted IP addresses**, and for making sure that everyone you let use them complies with these Terms. Add only IP addresses you control to the allowlist, and remove them when you no longer use them.",
          "Sub-accounts are for you and your staff, for your own business. You may not resell, rent, sublicense or otherwise provide the services to third parties as a product of your own without our prior written consent. Where we agree to resale, for example as an agent or partner site, the separate agreement between us applies in addition to these Terms; you must verify the real identity of your customers, bind them to terms at least as strict as these, and pass on to us without delay any complaints or requests from authorities that you receive.",
        ],
      },
      {
        heading: "Suspension and termination",
        paragraphs: [
          "We may suspend or restrict all or part of the services for your account, with prior notice where reasonable, if:",
        ],
        items: [
          "you breach these Terms, in particular section 5, or we have reasonable grounds to suspect so;",
          "your real-name verification information proves false or your verification is revoked;",
          "a competent authority requires it, or there is another legal or regulatory reason;",
          "your account or credentials appear to be compromised, or your use threatens the security or stability of our network or of other customers;",
          "a payment is reversed, disputed or found to be fraudulent.",
        ],
        after: [
          "We restore the services once the reason has been resolved. If a breach is serious or repeated, or if the law requires it, we may terminate your account.",
          "You may stop using the services at any time and apply to cancel your account through customer service. Settle any open orders first. **On cancellation, unused traffic and the remaining duration of static IPs are forfeited**, except amounts refundable under section 9, which we refund on request. Cancellation cannot be undone; the Privacy Policy explains what happens to your personal information.",
          "Provisions that by their nature should survive termination, such as those on liability, intellectual property and dispute resolution, continue to apply after termination.",
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          "This website, the user centre, our software and APIs, documentation, help-centre and blog content, and the {site} name and logo belong to the operator of this website or its licensors and are protected by law. These Terms give you a limited, non-exclusive, non-transferable right to use them only as needed to use the services.",
          "Except as permitted by law, you may not copy, modify, distribute or reverse-engineer them, create derivative works from them, or use our trademarks without our written permission.",
          "You keep all rights to your own data and grant us only the rights needed to provide the services to you.",
          "If you believe that content reached or activity carried out through the services infringes your rights, contact customer service with proof of your rights and details of the infringement. We will act on valid notices as required by law.",
        ],
      },
      {
        heading: "Disclaimers and limitation of liability",
        paragraphs: [
          "**The services are provided as they are and as available. To the extent permitted by law, we do not warrant that the services will be uninterrupted, error-free or fit for a particular purpose, nor that any destination website, platform or account can be reached or will not be restricted.**",
          "**We are not liable for:**",
        ],
        items: [
          "the content of destination websites or the acts of third parties, including destination websites blocking or restricting your accounts;",
          "losses caused by your breach of these Terms, or by the disclosure of your password or credentials for reasons not attributable to us;",
          "interruptions caused by force majeure, such as natural disasters, war, government action, telecommunication or power failures, and network attacks we could not reasonably prevent;",
          "interruptions caused by failures of third-party networks, payment providers or upstream carriers beyond our reasonable control;",
          "indirect or consequential losses, such as loss of profit, business, data or goodwill.",
        ],
        after: [
          "**To the extent permitted by law, our total liability to you arising from the services is limited to the amount you actually paid for the specific service giving rise to the claim in the 12 months before the event.**",
          "Nothing in these Terms excludes or limits any liability that cannot be excluded under the Civil Code of the People's Republic of China or other mandatory law, including liability for personal injury and for property damage caused intentionally or through gross negligence.",
        ],
      },
      {
        heading: "Changes to these Terms",
        paragraphs: [
          "We may update these Terms when our services, the law or our business change. The date at the top of this page shows when they were last updated.",
          "We will announce material changes, such as changes to the prices of paid services, to refunds or to your obligations, on the website at least 7 days before they take effect and, where appropriate, notify you by SMS or e-mail. Changes required by law or for security reasons may take effect sooner.",
          "If you do not agree with a change, stop using the services before it takes effect; you may cancel your account under section 11, and unused amounts refundable under section 9 will be refunded. If you continue to use the services after a change takes effect, you accept the updated Terms.",
        ],
      },
      {
        heading: "Governing law and disputes",
        paragraphs: [
          "These Terms are governed by the laws of the People's Republic of China (for the purposes of these Terms, excluding the laws of the Hong Kong and Macao Special Administrative Regions and Taiwan).",
          "If a dispute arises, please contact customer service first; we will try to resolve it through friendly negotiation. If it cannot be resolved within 30 days after it was raised, either party may bring it before the competent people's court at the place where the operator of this website is domiciled.",
          "If any provision of these Terms is held invalid or unenforceable, the remaining provisions stay in force. Our not exercising a right under these Terms does not waive it.",
          "These Terms are published in Chinese and English. If the two versions differ, the Chinese version prevails.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: [
          "For questions about these Terms, orders or refunds, or to make a complaint or report abuse, contact customer service: open the customer-service dialog on the website and scan its QR code, or use the other contact details published on the website. Customer service is available 24/7.",
          "We aim to reply to enquiries within 24 hours and handle complaints and abuse reports with priority. When contacting us about an order, please give your account (mobile number or e-mail address) and the order number so that we can help you faster.",
        ],
      },
    ],
  },
};
