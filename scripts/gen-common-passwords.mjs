// Generates app/domain/auth/common-passwords.txt: the most common password patterns that would otherwise pass the
// policy (8-20 characters, upper, lower, digit): popular words and names, capitalised, with the usual number
// endings. Re-run after changing the lists; the output is committed.
import { writeFileSync } from 'node:fs'

const words = `password passw0rd welcome qwerty qwertyuiop asdfgh asdfghjkl zxcvbnm admin administrator login letmein
master monkey dragon football cricket baseball soccer hockey tennis sunshine princess iloveyou lovely loveme
shadow superman batman spiderman ironman michael jordan jennifer jessica ashley charlie daniel thomas robert
hunter ranger buster tigger summer winter autumn spring flower orange banana cherry apple mango chocolate
secret freedom whatever trustno1 hello hellohello computer internet google samsung iphone android nokia
india bharat hindustan mumbai delhi newdelhi kolkata chennai bangalore bengaluru hyderabad pune jaipur lucknow
krishna ganesh shiva hanuman radha sairam saibaba jaishreeram jaimatadi omnamahshivaya ram rama sita laxmi
lakshmi durga kali rahul priya pooja neha amit sunil anil rohit sachin virat dhoni kohli salman shahrukh
aamir akshay deepika katrina kajal anjali sneha ankit ankita vikas vishal rakesh rajesh ramesh suresh mahesh
dinesh ganesh mukesh naresh pankaj sandeep sanjay manoj vijay ajay abhishek aditya akash aman arjun ashish
deepak gaurav harsh karan kunal manish mohit nikhil nitin prashant pradeep rajat ravi sagar saurabh shubham
sumit tarun varun vivek yash kavita sunita anita geeta meena rekha seema shweta swati divya nisha payal riya
shreya simran tanvi company office business finance money banking payment account customer service support
network system server database manager welcome1 changeme default temp guest user test tester testing demo
sample example secure security private access entry open start begin first family friend friends forever
beautiful angel baby babygirl babyboy sweet sweety sweetheart honey darling king queen prince star rockstar
superstar killer player gamer naruto pokemon minecraft fortnite pubg freefire cocacola pepsi ferrari
mercedes porsche yamaha honda suzuki maruti tata mahindra reliance jio airtel paytm phonepe gpay upi`
  .split(/\s+/)
  .filter(Boolean)

const endings = [
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '01',
  '007',
  '11',
  '111',
  '13',
  '21',
  '22',
  '69',
  '77',
  '99',
  '100',
  '786',
  '143',
  '420',
  '2000',
  '2010',
  '2015',
  '2018',
  '2019',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '@123',
  '@1234',
  '#123',
  '!1',
  '1!',
  '123!',
  '@2024',
  '@2025',
]

const forms = (w) => [w[0].toUpperCase() + w.slice(1), w.toUpperCase().slice(0, 1) + w.slice(1).toLowerCase()]
const out = new Set()
for (const word of words) {
  for (const base of forms(word)) {
    for (const end of endings) {
      const candidate = base + end
      if (
        candidate.length >= 8 &&
        candidate.length <= 20 &&
        /[A-Z]/.test(candidate) &&
        /[a-z]/.test(candidate) &&
        /\d/.test(candidate)
      ) {
        out.add(candidate.toLowerCase())
      }
    }
  }
}
for (const extra of [
  'Passw0rd',
  'P@ssw0rd',
  'P@ssword1',
  'Qwerty123',
  'Abcd1234',
  'Abc12345',
  'Aa123456',
  'Abcdef12',
  'Abcdefg1',
  'Password1',
  'Welcome123',
  'Admin@123',
  'Test1234',
  'Zxcvbnm1',
  'Asdf1234',
  'Qwer1234',
  'Iloveyou1',
  'India@123',
  'Changeme1',
  'Letmein1',
  'Q1w2e3r4',
  'Q1w2e3r4t5',
  '1qaz2wsX',
  '1Qaz2wsx',
  'Aa1234567',
]) {
  out.add(extra.toLowerCase())
}
const sorted = [...out].sort()
writeFileSync('app/domain/auth/common-passwords.txt', `${sorted.join('\n')}\n`)
console.log(`${sorted.length} common passwords written`)
